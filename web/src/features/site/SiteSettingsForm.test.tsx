import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { SiteSettingsForm, type SiteSettingsValues } from './SiteSettingsForm';

const SETTINGS = {
  domains: ['agent1.localhost'],
  phone_on: 1,
  on_wechat_login: 0,
  bottomData: {
    logo: '',
    footer_wx_kefu_img: '',
    footer_wx_public_img: '',
    links: [
      {
        title: '产品',
        title_en: 'Products',
        title_zh_tw: '',
        link: '',
        children: [{ title: '大屏互动', title_en: '', title_zh_tw: '', link: '/my/tool/screen' }],
      },
    ],
    services: [{ title: 'Online', title_en: '', title_zh_tw: '', type: 1, link: '', id: 1 }],
    bottom_links: [{ title: 'About', title_en: '', title_zh_tw: '', mark: 'about' }],
    on_footer_feedback: 0,
    footer_feedback_url: '',
    footer_copyright: '© Galaxy',
    footer_copyright_en: '',
    footer_copyright_zh_tw: '',
    footer_ipc: '',
  },
  rightData: {
    on_help_center: 1,
    help_center_url: '',
    on_customer_service: 1,
    on_feedback: 1,
    feedback_url: '',
    on_self: 1,
    help_default: 1,
    on_vip_more: 0,
    vip_more_url: '',
  },
  websiteData: {
    title: 'Galaxy',
    title_en: '',
    title_zh_tw: '',
    keyword: '',
    keyword_en: '',
    keyword_zh_tw: '',
    description: '',
    description_en: '',
    description_zh_tw: '',
    url_ico: '',
  },
};

function renderForm(props: { login?: boolean; editable?: boolean }, saved: SiteSettingsValues[] = []) {
  return renderAt(
    <SiteSettingsForm
      title="Site"
      settings={SETTINGS}
      saving={false}
      onSave={async (values) => {
        saved.push(values);
      }}
      {...props}
    />,
    '/',
    () => Response.json({ code: 404, msg: 'not found', data: null }),
  );
}

describe('the site settings form (agent /site, partner tab, admin › website)', () => {
  beforeAll(async () => {
    await changeLanguage('en');
    // what /jsconfig.js sets in the browser; without it the image pickers would fetch the script
    window.__ONSITE_CONFIG__ = { storage_url: '/storage/', storage_driver: 'local' };
  });
  afterEach(cleanup);

  it('has no login tab on the agent’s own page', async () => {
    renderForm({});
    await screen.findByTestId('site-settings-save');
    expect(screen.queryByRole('tab', { name: 'Login' })).toBeNull();
  });

  it('saves the login switches the platform edits, with the rest of the loaded data', async () => {
    const saved: SiteSettingsValues[] = [];
    renderForm({ login: true }, saved);
    fireEvent.click(await screen.findByRole('tab', { name: 'Login' }));
    fireEvent.click(screen.getByTestId('site-phone_on'));
    fireEvent.click(screen.getByTestId('site-settings-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      phone_on: 0,
      on_wechat_login: 0,
      bottomData: { footer_copyright: '© Galaxy', bottom_links: [{ mark: 'about' }] },
    });
  });

  it('edits a footer link’s titles side by side and refuses a group without its Chinese title', async () => {
    const saved: SiteSettingsValues[] = [];
    renderForm({}, saved);
    fireEvent.click(await screen.findByRole('tab', { name: 'Footer' }));
    fireEvent.change(screen.getByTestId('site-link-0-0-en'), { target: { value: 'Big-screen' } });
    fireEvent.change(screen.getByTestId('site-link-0-0-zh-tw'), { target: { value: '大屏互動' } });
    fireEvent.click(screen.getByTestId('site-settings-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].bottomData.links[0]).toMatchObject({
      title: '产品',
      title_en: 'Products',
      children: [{ title: '大屏互动', title_en: 'Big-screen', title_zh_tw: '大屏互動' }],
    });
    fireEvent.change(screen.getByTestId('site-group-0'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('site-settings-save'));
    expect(await screen.findByText('Please enter Group title (简体中文)')).toBeTruthy();
    expect(saved).toHaveLength(1);
  });

  it('offers no save without the edit grant', async () => {
    renderForm({ login: true, editable: false });
    await screen.findByRole('tab', { name: 'Login' });
    expect(screen.queryByTestId('site-settings-save')).toBeNull();
  });
});
