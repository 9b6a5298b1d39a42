import { ExportOutlined } from '@ant-design/icons';
import { ExportStatus } from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '#web/api/client';
import type { ExportToolProps } from '#web/components/data-table/transferTools';
import { useApi } from '#web/shell/console';
import { fetchExportStatus, invalidateTransfers, POLL_MS, startExport } from './transfer.api';

/** Its props are the kit's export slot: `isEmpty` is answered "export: select data first". */
export type ExportButtonProps = ExportToolProps;

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
          void invalidateTransfers(client, api.audience);
          void message.success(t('transfer.exportDone'));
          saveFile(log.file_url, log.file_name);
          return;
        }
        if (log.status === ExportStatus.failed) {
          setProgress(null);
          void message.error(log.error_msg || t('transfer.exportFailed'));
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
      void message.warning(t('transfer.selectFirst'));
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
