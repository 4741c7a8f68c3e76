/**
 * The template parameters the app reads, with what each does: the studio shows them beside their
 * values (colours are in theme.ts). All values are strings.
 */
export const TEMPLATE_PARAMETER_MEANINGS: Readonly<Record<string, string>> = {
  title: 'The merchant name: page title, installed app name and the header when there is no logo.',
  language: 'Languages offered, comma-separated (e.g. "CN,EN"); CN when empty.',
  logo: 'Header logo image (tapping it returns to the lobby).',
  loadingImage: 'Image shown while the app starts.',
  favicon: 'Browser tab icon.',
  pwaIcon192: 'Installed-app icon, 192 px.',
  pwaIcon512: 'Installed-app icon, 512 px.',
  switch_register_button: '"1" shows the Register / Sign Up buttons (default "1").',
  footer_nav: 'Footer items, comma-separated: home, activity, invite, deposit, withdraw, member, service, chat, notice.',
  mem_cen: '"1": the new member-centre layout.',
  dep_func: '"1": the new deposit layout.',
};
