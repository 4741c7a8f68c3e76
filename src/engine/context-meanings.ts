/**
 * What each name of the condition context means (context.ts declares the names, types and
 * defaults). Read by the docs table and the published context.schema.json, never by the app, so
 * none of this text is downloaded by players. A test checks that every name has its meaning.
 */
export const CONTEXT_MEANINGS: Readonly<Record<string, string>> = {
  'member.loggedIn': 'There is a session.',
  'member.type': 'Member type from the session (then member info); 4 when unknown.',
  'member.isAgent': 'Logged in and type not in 0, 4, 40.',
  'member.isTrial': 'Logged in with type 4 (free / trial account).',
  'member.isReal': 'Logged in with type 0, 1 or 2 (may deposit).',
  'member.name': 'Display name: nickname, else account, else user name.',
  'device.ios': 'An iPhone or iPad.',
  'device.android': 'An Android phone.',
  'device.safari': 'Safari (the iOS home-screen tip differs).',
  'device.pwa': 'Installed web app (display-mode standalone).',
  'device.app': 'Inside the native app shell.',
  'device.webclip': 'iOS home-screen web clip.',
  'device.iosVersion': 'Major iOS version (0 when not iOS): older versions get another home-screen tip.',
  'route.path': 'Current path.',
  'route.query': 'Query parameters, as strings.',
  'route.params': 'The route entry\'s fixed values (routes.json `params`): one screen behind many paths, e.g. `/m/roulette` gives `{ "gameType": "LIVE", "classify": "ROU" }`.',
  flags: 'Whitelabel switches by code, as the server sends them (`flags.CBS3`, `flags.MOBILEVERIFYLOGIN3`, …). A missing switch reads as `null` (false).',
  template: 'Template parameters, all strings (`template.switch_register_button` is `"1"`, `template.footer_nav`, `template.mem_cen`, …). Compare with `==` (loose) or to the string.',
  lang: 'Current language code (`CN`, `EN`).',
  form: "Values of the current screen's form (`form.method`, `form.username`).",
  state: 'Screen and UI state (`state.captchaNeeded`, open modals, …).',
  data: "Loaded data made visible to conditions: each query's view (`data.<query>`) and the app's own (wallet, counts, …).",
  item: 'Inside an item template (a list\'s `item`): the element it is repeated for.',
  index: 'Inside an item template: the element\'s position, from 0.',
  event: 'Inside actions: what the widget raised with the event (`event.favourite`, `event.open`).',
  args: 'Inside a named action list: the arguments of the `run` that started it.',
};
