import chrome from '../../layouts/chrome.json';
import routes from '../../layouts/routes.json';

/** The committed routes and chrome, as a separate chunk: only needed when a served bundle lacks them. */
export { chrome, routes };
