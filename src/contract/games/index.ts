// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export { gameClassify, gameList, hotGames, vendorGameTypes, winners } from './catalogue';
export { favouriteAdd, favouriteIds, favouriteList, favouriteRemove } from './favourites';
export { launchGame } from './launch';
export { lotteryList, lotteryMenu, lotteryNumero, lotteryPopular, lotteryVnNumero, lotteryVnRecent } from './lottery';
export { recentAdd, recentAddByQuery, recentList } from './recent';
