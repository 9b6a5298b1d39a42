import { i18n } from './index';
import { LANGUAGES } from './languages';
import { menuTitles } from './locales/menuTitles';

/**
 * The menus' titles in every language (the `menu` namespace that `translateMenuTitle` reads), registered
 * when this module loads: the shell imports it, so that the titles are no part of a console's login
 * screen (issue 19), and the web tests' setup does for the pages they render without the shell.
 */
for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, 'menu'))
    i18n.addResourceBundle(language, 'menu', menuTitles[language]);
}
