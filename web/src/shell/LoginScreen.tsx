import { theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadPreSignInContracts } from '#web/api/preSignIn';
import { useConsole } from './console';
import { LanguageSwitch } from './LanguageSwitch';
import { useSiteBrand } from './siteBrand';
import { usePageTitle } from './usePageTitle';
import './shell.css';

/**
 * The frame of every console's login page (and the staff /forget): brand panel, language switch and the
 * form's card, headed "welcome back" unless the page names itself (`heading`, and its `pageTitle`).
 */
export function LoginScreen({
  children,
  heading,
  pageTitle,
}: {
  children: ReactNode;
  heading?: string;
  pageTitle?: string;
}) {
  const { t } = useTranslation();
  const { definition } = useConsole();
  usePageTitle(pageTitle ?? t('route.login'));
  const name = useSiteBrand()?.name || t('app.name');
  const { token } = theme.useToken();
  // the login's contracts (and zod) are fetched once the form shows, before it is sent (api/preSignIn.ts)
  useEffect(preloadPreSignInContracts, []);
  return (
    <div className="login-screen">
      <aside className="login-aside">
        <div className="login-aside-brand">
          <span className="shell-brand-mark" aria-hidden>
            {name.slice(0, 1).toUpperCase()}
          </span>
          {name}
        </div>
        <div className="login-aside-headline">{t('app.tagline')}</div>
        <div className="login-aside-console">{t(`console.${definition.audience}`)}</div>
      </aside>
      <main className="login-main">
        <div className="login-language">
          <LanguageSwitch />
        </div>
        {/* a borderless card drawn with the theme's tokens: antd's Card brings its tabs (and their dropdown) */}
        <section
          className="login-card"
          style={{
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowTertiary,
            padding: token.paddingLG,
            boxSizing: 'border-box',
          }}
        >
          {/* antd's Typography (its ellipsis, copy and edit machinery) drawn as plain elements with its tokens */}
          <h3
            style={{
              margin: '0 0 0.5em',
              color: token.colorTextHeading,
              fontSize: token.fontSizeHeading3,
              lineHeight: token.lineHeightHeading3,
              fontWeight: token.fontWeightStrong,
            }}
          >
            {heading ?? t('login.welcome')}
          </h3>
          <p style={{ margin: '0 0 1em', color: token.colorTextSecondary }}>
            {heading
              ? t(`console.${definition.audience}`)
              : `${t('login.title')} · ${t(`console.${definition.audience}`)}`}
          </p>
          {children}
        </section>
      </main>
    </div>
  );
}
