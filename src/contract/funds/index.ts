export { deposit, depositChannels, depositDetail } from './deposit';
export { depositPromoAccept, depositPromos } from './deposit-promos';
export { transactionRecords, withdraw } from './withdraw';
