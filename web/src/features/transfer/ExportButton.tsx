import { ExportOutlined } from '@ant-design/icons';
import { ExportStatus } from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shell/console';
import {
  type ExportRequest,
  fetchExportStatus,
  POLL_MS,
  saveFile,
  startExport,
  transferKeys,
} from './transfer.api';

export interface ExportButtonProps {
  request: ExportRequest;
  /** true when the request holds neither selected ids nor a filter: answered "export: select data first" */
  isEmpty: boolean;
  children: ReactNode;
  type?: 'primary' | 'default';
  testId?: string;
}

/**
 * Export (spec §4): queue the job, poll its status every second (waiting → exporting → done) and download
 * the file when done; an error stops the polling.
 */
export function ExportButton({ request, isEmpty, children, type = 'default', testId }: ExportButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useApi();
  const client = useQueryClient();
  const [progress, setProgress] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const poll = (logId: number) => {
    timer.current = setTimeout(async () => {
      try {
        const log = await fetchExportStatus(api, logId);
        if (log.status === ExportStatus.done) {
          setProgress(null);
          void client.invalidateQueries({ queryKey: transferKeys.all(api.audience) });
          message.success(t('transfer.exportDone'));
          saveFile(log.file_url, log.file_name);
          return;
        }
        if (log.status === ExportStatus.failed) {
          setProgress(null);
          message.error(log.error_msg || t('transfer.exportFailed'));
          return;
        }
        setProgress(
          log.status === ExportStatus.waiting
            ? t('transfer.exportWaiting')
            : t('transfer.exporting', { percent: Math.floor(log.percentage) }),
        );
        poll(logId);
      } catch {
        // the client has shown the error; polling stops here
        setProgress(null);
      }
    }, POLL_MS);
  };

  const run = async () => {
    if (isEmpty) {
      message.warning(t('transfer.selectFirst'));
      return;
    }
    setProgress(t('transfer.exportWaiting'));
    try {
      poll(await startExport(api, request));
    } catch {
      setProgress(null);
    }
  };

  return (
    <Button
      type={type}
      icon={<ExportOutlined />}
      loading={progress !== null}
      onClick={() => void run()}
      data-testid={testId}
    >
      {progress ?? children}
    </Button>
  );
}
