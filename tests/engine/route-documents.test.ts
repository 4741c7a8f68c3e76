import { describe, expect, it } from 'vitest';
import { documentsForPath } from '../../src/engine/route-documents';

const include = (layout: string) => ({ type: 'Include', layout });
const documents = {
  routes: { kind: 'routes', home: '/m/home', homeAliases: ['/'], routes: [{ path: '/m/home', screen: 'home' }, { path: '/m/login', screen: 'login' }] },
  chrome: { kind: 'chrome', fragments: { header: 'header' } },
  actions: { kind: 'actions' },
  header: { kind: 'fragment', root: { type: 'Stack', children: [include('logo')] } },
  logo: { kind: 'fragment', root: { type: 'Image' } },
  home: { kind: 'screen', root: { type: 'Stack', children: [include('lobby')] } },
  lobby: { kind: 'fragment', root: { type: 'Stack', children: [{ type: 'Card', children: [include('ticker')] }] } },
  ticker: { kind: 'fragment', root: { type: 'Ticker' } },
  login: { kind: 'screen', root: { type: 'Form' } },
  unused: { kind: 'fragment', root: { type: 'Text' } },
};

describe('documentsForPath: what a first visit needs before its first screen', () => {
  it("takes the app's documents, the chrome's fragments, the route's screen and every fragment included, to the end", () => {
    expect(documentsForPath(documents, '/m/home')).toEqual(['actions', 'chrome', 'header', 'home', 'lobby', 'logo', 'routes', 'ticker']);
    expect(documentsForPath(documents, '/')).toContain('home');
    expect(documentsForPath(documents, '/M/Login/')).toEqual(['actions', 'chrome', 'header', 'login', 'logo', 'routes']);
  });

  it('an unknown page gets only what every page needs; a missing included document is left out', () => {
    expect(documentsForPath(documents, '/m/nowhere')).toEqual(['actions', 'chrome', 'header', 'logo', 'routes']);
    expect(documentsForPath({ ...documents, home: { kind: 'screen', root: include('gone') } }, '/m/home')).not.toContain('gone');
  });
});
