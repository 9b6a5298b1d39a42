import { App, Modal, message } from 'antd';
import { useEffect } from 'react';

type AppApi = ReturnType<typeof App.useApp>;

// Filled by <FeedbackBridge/> inside antd's <App>, so toasts and modals raised outside React components
// (the api client, session handlers) still follow the theme and locale of the ConfigProvider.
let appApi: AppApi | null = null;

export function FeedbackBridge(): null {
  const api = App.useApp();
  useEffect(() => {
    appApi = api;
    return () => {
      if (appApi === api) appApi = null;
    };
  }, [api]);
  return null;
}

interface DialogOptions {
  title: string;
  content: string;
  okText: string;
}

export const feedback = {
  error(content: string): void {
    void (appApi?.message ?? message).error(content);
  },
  success(content: string): void {
    void (appApi?.message ?? message).success(content);
  },
  /** A blocking notice with one button; resolves when the user presses it. */
  alert(options: DialogOptions): Promise<void> {
    const modal = appApi?.modal ?? Modal;
    return new Promise((resolve) => {
      modal.warning({ ...options, keyboard: false, mask: { closable: false }, onOk: () => resolve() });
    });
  },
  confirm(options: DialogOptions & { cancelText: string }): Promise<boolean> {
    const modal = appApi?.modal ?? Modal;
    return new Promise((resolve) => {
      modal.confirm({ ...options, onOk: () => resolve(true), onCancel: () => resolve(false) });
    });
  },
};
