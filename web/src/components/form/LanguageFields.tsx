import { Col, Row, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#web/i18n/languages';
import { ContractField } from './CrudForm';

export interface LanguageFieldsProps {
  /** the form field of each language: zh_CN required, en and zh_TW fall back to it when '' */
  names: Record<Language, string>;
  /** the label of a language's field; the language's own name by default */
  label?: (language: Language) => string;
  /** the help under the en and zh_TW fields (what an empty one shows) */
  fallback?: ReactNode;
  /** side by side (short texts such as titles) or one tab per language (long texts such as rich text) */
  layout?: 'columns' | 'tabs';
  /** the input of a language's field (an Input, a rich-text editor) */
  children: (language: Language) => ReactNode;
  testId?: string;
}

/**
 * One text in the three languages of the site (issue 17: "zh_CN required, the others fall back to it, edited
 * side by side"): a `ContractField` per language, in columns or in tabs. Every tab is rendered, so the form
 * keeps and submits each language's value.
 */
export function LanguageFields({
  names,
  label,
  fallback,
  layout = 'columns',
  children,
  testId,
}: LanguageFieldsProps) {
  const { t } = useTranslation();
  const field = (language: Language) => (
    <ContractField
      name={names[language]}
      label={label ? label(language) : t(`language.${language}`)}
      extra={language === 'zh_CN' ? undefined : fallback}
    >
      {children(language)}
    </ContractField>
  );
  if (layout === 'tabs') {
    return (
      <Tabs
        data-testid={testId}
        items={LANGUAGES.map((language) => ({
          key: language,
          label: (
            <span data-testid={testId ? `${testId}-${language}` : undefined}>
              {t(`language.${language}`)}
            </span>
          ),
          forceRender: true,
          children: field(language),
        }))}
      />
    );
  }
  return (
    <Row gutter={12} data-testid={testId}>
      {LANGUAGES.map((language) => (
        <Col span={8} key={language}>
          {field(language)}
        </Col>
      ))}
    </Row>
  );
}
