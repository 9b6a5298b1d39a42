import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AgentSiteSettings } from '@onsite/contracts';
import { Button, Card, Col, Flex, Form, Input, Row, Switch, Tabs, Tag, Typography } from 'antd';
import { Fragment, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { LanguageFields } from '#web/components/form/LanguageFields';
import { ImagePicker } from '#web/features/upload/LazyPickers';
import '#web/features/site/site.strings';
import '#web/features/site/siteSettings.strings';

/** Switches are 0/1 in the site data. */
const flag = {
  valuePropName: 'checked',
  getValueProps: (value: number) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};

/** What the form edits: the site data, and the login switches where the platform edits them. */
export type SiteSettingsValues = AgentSiteSettings & { phone_on?: number; on_wechat_login?: number };

export interface SiteSettingsFormProps<V extends SiteSettingsValues> {
  title: ReactNode;
  /** the saved settings with the site's domains (links to open the site) */
  settings: V & { domains: string[] };
  saving: boolean;
  onSave: (values: V) => Promise<unknown>;
  /** shows the login tab (phone_on, on_wechat_login): the platform's, editing a site */
  login?: boolean;
  /** false: shown without the save button (a viewer without the edit grant) */
  editable?: boolean;
}

/**
 * A customer site's settings (spec §3 agent site data): page data, footer and right bar, and for the
 * platform the login switches. The agent's /site page, the partner drawer's "site" tab and admin › website
 * all edit through this one form.
 */
export function SiteSettingsForm<V extends SiteSettingsValues>({
  title,
  settings,
  saving,
  onSave,
  login = false,
  editable = true,
}: SiteSettingsFormProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();

  useEffect(() => {
    form.setFieldsValue(settings as Parameters<typeof form.setFieldsValue>[0]);
  }, [settings, form]);

  const submit = async (values: V) => {
    await onSave(values);
    feedback.success(t('siteSettings.saved'));
  };

  const required = { required: true, whitespace: true, message: t('siteSettings.required') };
  const url = { type: 'url' as const, message: t('siteSettings.urlInvalid') };

  return (
    <Card
      title={title}
      data-testid="site-settings"
      extra={
        <Flex gap={8} align="center">
          {settings.domains.map((domain) => (
            <Tag key={domain}>
              <a
                href={`${window.location.protocol}//${domain}${window.location.port ? `:${window.location.port}` : ''}/my/programme`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {domain}
              </a>
            </Tag>
          ))}
          {editable ? (
            <Button
              type="primary"
              loading={saving}
              onClick={() => form.submit()}
              data-testid="site-settings-save"
            >
              {t('siteSettings.save')}
            </Button>
          ) : null}
        </Flex>
      }
    >
      <Form
        form={form}
        layout="vertical" // Everything loaded, also what has no field here (services, bottom links): validated fields are a subset.
        disabled={!editable}
        onFinish={() => void submit(form.getFieldsValue(true) as V).catch(() => undefined)}
      >
        <Tabs
          items={[
            {
              key: 'website',
              label: t('siteSettings.tabWebsite'),
              forceRender: true,
              children: (
                <Flex vertical>
                  <LanguageFields
                    name={['websiteData', 'title']}
                    label={t('siteSettings.siteTitle')}
                    maxLength={60}
                    testId="site-title"
                  />
                  <LanguageFields
                    name={['websiteData', 'keyword']}
                    label={t('siteSettings.keywords')}
                    maxLength={200}
                    required={false}
                  />
                  <LanguageFields
                    name={['websiteData', 'description']}
                    label={t('siteSettings.description')}
                    maxLength={300}
                    rows={3}
                    required={false}
                  />
                  <Form.Item name={['websiteData', 'url_ico']} label={t('siteSettings.favicon')}>
                    <ImagePicker crop={{ aspect: 1 }} />
                  </Form.Item>
                </Flex>
              ),
            },
            {
              key: 'footer',
              label: t('siteSettings.tabFooter'),
              forceRender: true,
              children: (
                <Flex vertical gap={8}>
                  <Flex gap={32} wrap>
                    <Form.Item name={['bottomData', 'logo']} label={t('siteSettings.logo')}>
                      <ImagePicker />
                    </Form.Item>
                    <Form.Item name={['bottomData', 'footer_wx_kefu_img']} label={t('site.qrSpecialist')}>
                      <ImagePicker crop={{ aspect: 1 }} />
                    </Form.Item>
                    <Form.Item name={['bottomData', 'footer_wx_public_img']} label={t('site.qrOfficial')}>
                      <ImagePicker crop={{ aspect: 1 }} />
                    </Form.Item>
                  </Flex>
                  <Row gutter={24}>
                    <Col xs={24}>
                      <LanguageFields
                        name={['bottomData', 'footer_copyright']}
                        label={t('siteSettings.copyright')}
                        maxLength={120}
                        required={false}
                        testId="site-copyright"
                      />
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name={['bottomData', 'footer_ipc']}
                        label={t('siteSettings.ipc')}
                        rules={[{ max: 60 }]}
                      >
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={6}>
                      <Form.Item
                        name={['bottomData', 'on_footer_feedback']}
                        label={t('siteSettings.footerFeedback')}
                        {...flag}
                      >
                        <Switch />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={18}>
                      <Form.Item
                        name={['bottomData', 'footer_feedback_url']}
                        label={t('siteSettings.feedbackUrl')}
                        rules={[url]}
                      >
                        <Input placeholder="https://" />
                      </Form.Item>
                    </Col>
                  </Row>
                  <Typography.Title level={5}>{t('siteSettings.linkGroups')}</Typography.Title>
                  <Form.List name={['bottomData', 'links']}>
                    {(groups, groupOps) => (
                      <Flex vertical gap={12}>
                        {groups.map((group) => (
                          <Card
                            key={group.key}
                            size="small"
                            extra={
                              <Button
                                type="text"
                                danger
                                icon={<DeleteOutlined />}
                                onClick={() => groupOps.remove(group.name)}
                                aria-label={t('siteSettings.remove')}
                              />
                            }
                            title={
                              <LanguageFields
                                compact
                                name={[group.name, 'title']}
                                label={t('siteSettings.groupTitle')}
                                maxLength={30}
                                testId={`site-group-${group.name}`}
                              />
                            }
                          >
                            <Form.List name={[group.name, 'children']}>
                              {(links, linkOps) => (
                                <Flex vertical gap={8}>
                                  {links.map((link) => (
                                    <Flex key={link.key} gap={8}>
                                      <LanguageFields
                                        compact
                                        name={[link.name, 'title']}
                                        label={t('siteSettings.linkTitle')}
                                        maxLength={30}
                                        testId={`site-link-${group.name}-${link.name}`}
                                      />
                                      <Form.Item
                                        name={[link.name, 'link']}
                                        rules={[required, { max: 500 }]}
                                        style={{ margin: 0, flex: '0 0 26%' }}
                                      >
                                        <Input placeholder={t('siteSettings.linkUrl')} />
                                      </Form.Item>
                                      <Button
                                        type="text"
                                        danger
                                        icon={<DeleteOutlined />}
                                        onClick={() => linkOps.remove(link.name)}
                                        aria-label={t('siteSettings.remove')}
                                      />
                                    </Flex>
                                  ))}
                                  <Button
                                    type="dashed"
                                    icon={<PlusOutlined />}
                                    onClick={() =>
                                      linkOps.add({ title: '', title_en: '', title_zh_tw: '', link: '' })
                                    }
                                  >
                                    {t('siteSettings.addLink')}
                                  </Button>
                                </Flex>
                              )}
                            </Form.List>
                          </Card>
                        ))}
                        <Button
                          type="dashed"
                          icon={<PlusOutlined />}
                          onClick={() =>
                            groupOps.add({ title: '', title_en: '', title_zh_tw: '', link: '', children: [] })
                          }
                        >
                          {t('siteSettings.addGroup')}
                        </Button>
                      </Flex>
                    )}
                  </Form.List>
                  {(
                    [
                      ['services', 'serviceTitles'],
                      ['bottom_links', 'bottomLinkTitles'],
                    ] as const
                  ).map(([list, heading]) => (
                    <Fragment key={list}>
                      <Typography.Title level={5}>{t(`siteSettings.${heading}`)}</Typography.Title>
                      <Form.List name={['bottomData', list]}>
                        {(items) => (
                          <Flex vertical gap={8}>
                            {items.map((item) => (
                              <LanguageFields
                                key={item.key}
                                compact
                                name={[item.name, 'title']}
                                label={t('siteSettings.linkTitle')}
                                maxLength={30}
                                testId={`site-${list}-${item.name}`}
                              />
                            ))}
                          </Flex>
                        )}
                      </Form.List>
                    </Fragment>
                  ))}
                </Flex>
              ),
            },
            {
              key: 'right',
              label: t('siteSettings.tabRight'),
              forceRender: true,
              children: (
                <Row gutter={24}>
                  {(
                    [
                      ['on_customer_service', null],
                      ['on_feedback', 'feedback_url'],
                      ['on_help_center', 'help_center_url'],
                      ['on_self', null],
                      ['help_default', null],
                      ['on_vip_more', 'vip_more_url'],
                    ] as const
                  ).map(([toggle, link]) => (
                    <Col key={toggle} xs={24} md={12}>
                      <Flex gap={16} align="flex-start">
                        <Form.Item name={['rightData', toggle]} label={t(`siteSettings.${toggle}`)} {...flag}>
                          <Switch data-testid={`site-${toggle}`} />
                        </Form.Item>
                        {link ? (
                          <Form.Item
                            name={['rightData', link]}
                            label={t('siteSettings.linkUrl')}
                            rules={[url]}
                            style={{ flex: 1 }}
                          >
                            <Input placeholder="https://" />
                          </Form.Item>
                        ) : null}
                      </Flex>
                    </Col>
                  ))}
                </Row>
              ),
            },
            ...(login
              ? [
                  {
                    key: 'login',
                    label: t('siteSettings.tabLogin'),
                    forceRender: true,
                    children: (
                      <Row gutter={24}>
                        {(['phone_on', 'on_wechat_login'] as const).map((toggle) => (
                          <Col key={toggle} xs={24} md={12}>
                            <Form.Item
                              name={toggle}
                              label={t(`siteSettings.${toggle}`)}
                              extra={t(`siteSettings.${toggle}Help`)}
                              {...flag}
                            >
                              <Switch data-testid={`site-${toggle}`} />
                            </Form.Item>
                          </Col>
                        ))}
                      </Row>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Form>
    </Card>
  );
}
