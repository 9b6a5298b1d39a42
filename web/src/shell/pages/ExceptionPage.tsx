import type { ReactNode } from 'react';
import { LazyResult } from '#web/components/lazy/LazyResult';
import { usePageTitle } from '#web/shell/usePageTitle';

interface ExceptionPageProps {
  status: '403' | '404' | '500';
  title: string;
  subTitle: string;
  /** the document title; the result's title when absent */
  pageTitle?: string;
  extra?: ReactNode;
}

export function ExceptionPage({ status, title, subTitle, pageTitle, extra }: ExceptionPageProps) {
  usePageTitle(pageTitle ?? title);
  return (
    <LazyResult status={status} title={title} subTitle={subTitle} extra={extra} style={{ paddingTop: 64 }} />
  );
}
