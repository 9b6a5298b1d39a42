import { Flex, type ResultProps, Spin, theme } from 'antd';
import { Component, lazy, type ReactNode, Suspense } from 'react';

const ResultView = lazy(() => import('./ResultView'));

/** The height of antd's Result with its picture (403/404/500) or icon, held while its chunk loads. */
const heightOf = (status: ResultProps['status']) =>
  status === '403' || status === '404' || status === '500' ? 420 : 240;

/**
 * The results shown when something failed or is missing: antd's Result drawn once its chunk is there
 * (issue 19: its pictures, ~10 KB gzipped, were in the signed-in load, and the 403/404/500 screens and a
 * list's load failure are rare). Until then a spinner holds the result's place; if the chunk cannot load
 * (the network is what failed) the title, text and actions are drawn plainly, so "try again" still works.
 */
export function LazyResult(props: ResultProps) {
  return (
    <PlainOnFailure {...props}>
      <Suspense
        fallback={
          <Flex
            align="center"
            justify="center"
            style={{ minHeight: heightOf(props.status), ...props.style }}
            role="status"
          >
            <Spin />
          </Flex>
        }
      >
        <ResultView {...props} />
      </Suspense>
    </PlainOnFailure>
  );
}

class PlainOnFailure extends Component<ResultProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <PlainResult {...this.props} /> : this.props.children;
  }
}

/** The result's words and actions without antd's Result (drawn with the theme's tokens, as Result does). */
function PlainResult({ title, subTitle, extra, style, className }: ResultProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '48px 32px', ...style }} className={className}>
      {title ? (
        <div style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3 }}>{title}</div>
      ) : null}
      {subTitle ? <div style={{ color: token.colorTextDescription }}>{subTitle}</div> : null}
      {extra ? <div style={{ marginTop: 16 }}>{extra}</div> : null}
    </Flex>
  );
}
