/**
 * The views of lists and content (collections, accordions, page titles, the language list): one chunk, fetched by the screens that show them (and early, while the app boots,
 * for the page being opened: src/app/preload-widgets.ts). Each widget's `load` takes its view from here.
 */
export { CollectionView } from '../Collection/CollectionView';
export { DisclosureView } from '../Disclosure/DisclosureView';
export { PageTitleView } from '../PageTitle/PageTitleView';
export { LanguageListView } from '../LanguageList/LanguageListView';
