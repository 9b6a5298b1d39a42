import { Col, Form, Input, Row, Tabs } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractField } from './CrudForm';

type FieldPath = string | number | (string | number)[];

export interface LanguageFieldsProps {
  /**
   * The zh_CN field (a top-level field of the contract when `contract`, else any form path, relative inside
   * a Form.List); its en and zh_TW fields sit beside it as `<name>_en` and `<name>_zh_tw`.
   */
  name: FieldPath;
  /** what the text is: the labels and messages say it */
  label: string;
  maxLength: number;
  /** the zh_CN text is required (the default); en and zh_TW never are */
  required?: boolean;
  /** a multi-line text of this many rows */
  rows?: number;
  /** the rules come from the surrounding CrudForm's or ContractSchema's request schema */
  contract?: boolean;
  /** in a row of a list: no labels, the language in the placeholder */
  compact?: boolean;
  /** `<testId>`, `<testId>-en`, `<testId>-zh-tw` */
  testId?: string;
}

const LANGUAGES = [
  { key: 'zh_CN', suffix: '', test: '' },
  { key: 'en', suffix: '_en', test: '-en' },
  { key: 'zh_TW', suffix: '_zh_tw', test: '-zh-tw' },
] as const;

function sibling(name: FieldPath, suffix: string): FieldPath {
  if (!Array.isArray(name)) return `${name}${suffix}`;
  const last = name[name.length - 1];
  return [...name.slice(0, -1), `${last}${suffix}`];
}

/**
 * One operator-written text in zh_CN, en and zh_TW side by side (issue 17): zh_CN required, the others ''
 * = the customer site shows the zh_CN text. Used wherever content carries the three languages (activity
 * menus, VIP plans, the site's footer and page data).
 */
export function LanguageFields({
  name,
  label,
  maxLength,
  required = true,
  rows,
  contract = false,
  compact = false,
  testId,
}: LanguageFieldsProps) {
  const { t } = useTranslation();
  return (
    <Row gutter={compact ? 8 : 12} style={compact ? { flex: 1 } : undefined}>
      {LANGUAGES.map(({ key, suffix, test }) => {
        const language = t(`language.${key}`);
        const fieldLabel = t('form.inLanguage', { label, language });
        const isChinese = key === 'zh_CN';
        const control = rows ? (
          <Input.TextArea
            rows={rows}
            maxLength={maxLength}
            showCount={!compact}
            placeholder={compact ? fieldLabel : undefined}
            data-testid={testId ? `${testId}${test}` : undefined}
          />
        ) : (
          <Input
            maxLength={maxLength}
            showCount={!compact}
            placeholder={compact ? fieldLabel : undefined}
            aria-label={compact ? fieldLabel : undefined}
            data-testid={testId ? `${testId}${test}` : undefined}
          />
        );
        const item = {
          label: compact ? undefined : fieldLabel,
          extra: compact || isChinese ? undefined : t('form.languageFallback'),
          style: compact ? { margin: 0 } : undefined,
        };
        const rules: Rule[] = [
          ...(isChinese && required
            ? [{ required: true, whitespace: true, message: t('form.required', { label: fieldLabel }) }]
            : []),
          { max: maxLength, message: t('form.maxLength', { label: fieldLabel, max: maxLength }) },
        ];
        return (
          <Col key={key} xs={24} md={8}>
            {contract ? (
              <ContractField name={String(sibling(name, suffix))} {...item} label={fieldLabel}>
                {control}
              </ContractField>
            ) : (
              <Form.Item name={sibling(name, suffix)} rules={rules} {...item}>
                {control}
              </Form.Item>
            )}
          </Col>
        );
      })}
    </Row>
  );
}

export interface LanguageTabsProps {
  /** the zh_CN field of the contract; its en and zh_TW fields are `<name>_en` and `<name>_zh_tw` */
  name: string;
  /** what the text is (each tab's field label) */
  label: string;
  /** the input of a language's field (a rich-text editor) */
  children: (language: (typeof LANGUAGES)[number]['key']) => ReactNode;
  /** the tabs' test id; each tab's label is `<testId>-<language>` */
  testId?: string;
}

/**
 * One long operator-written text (rich text: articles, legal pages) in zh_CN, en and zh_TW, one tab per
 * language, with the same fields and fallback as `LanguageFields`. Every tab is rendered, so the form keeps
 * and submits each language's value.
 */
export function LanguageTabs({ name, label, children, testId }: LanguageTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      data-testid={testId}
      items={LANGUAGES.map(({ key, suffix }) => ({
        key,
        label: <span data-testid={testId ? `${testId}-${key}` : undefined}>{t(`language.${key}`)}</span>,
        forceRender: true,
        children: (
          <ContractField
            name={`${name}${suffix}`}
            label={label}
            extra={key === 'zh_CN' ? undefined : t('form.languageFallback')}
          >
            {children(key)}
          </ContractField>
        ),
      }))}
    />
  );
}
