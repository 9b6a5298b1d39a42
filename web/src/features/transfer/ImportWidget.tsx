import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { FAILED_DATA_FILE_NAME, type ImportLog, ImportStatus, type TransferSymbol } from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Result, Statistic, Steps, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '#web/api/client';
import { useApi } from '#web/shell/console';
import {
  downloadTemplate,
  FAKE_PROGRESS_PER_SECOND,
  invalidateTransfers,
  uploadImport,
  useImportStatus,
} from './transfer.api';

/** Spec §4: 0 idle, 1 file chosen, 2 uploading/importing with progress, 3 finished with the result. */
export type ImportState = 0 | 1 | 2 | 3;

const ACCEPT = '.xls,.xlsx';
const isSpreadsheet = (name: string) => /\.(xls|xlsx)$/i.test(name);

export interface ImportWidgetProps {
  symbol: TransferSymbol;
  open: boolean;
  onClose: () => void;
  /** extra form fields sent with the file (e.g. an activity id) */
  fields?: Record<string, string>;
  /** called once an import has finished (to refresh the list behind) */
  onFinished?: (log: ImportLog) => void;
}

/**
 * The spreadsheet import widget (spec §2, §4): download the template → choose one .xls/.xlsx file → import
 * (upload progress) → the job's progress → the result. The agent and admin consoles show the job's own
 * percentage, polled every second by log_id; the customer console shows progress made up at 3.3 % a second
 * until the job ends (spec §9).
 */
export function ImportWidget({ symbol, open, onClose, fields, onFinished }: ImportWidgetProps) {
  const { t } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  const [state, setState] = useState<ImportState>(0);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploadPercent, setUploadPercent] = useState(0);
  const [logId, setLogId] = useState<number | null>(null);
  const [fakePercent, setFakePercent] = useState(0);
  const [result, setResult] = useState<ImportLog | null>(null);
  const status = useImportStatus(state === 2 ? logId : null);
  const fakesProgress = api.audience === 'customer';

  const reset = () => {
    setState(0);
    setFile(null);
    setError(null);
    setUploadPercent(0);
    setLogId(null);
    setFakePercent(0);
    setResult(null);
  };

  const failBack = (message: string) => {
    setState(1);
    setLogId(null);
    setError(message);
  };

  // The job ended (or its status could not be read): show the result, or go back to the chosen file.
  useEffect(() => {
    if (state !== 2 || logId === null) return;
    const backToFile = (message: string) => {
      setState(1);
      setLogId(null);
      setError(message);
    };
    if (status.isError) {
      backToFile(status.error instanceof Error ? status.error.message : t('error.unknown'));
      return;
    }
    const log = status.data;
    if (!log) return;
    if (log.status === ImportStatus.failed) backToFile(log.error_msg || t('transfer.importFailed'));
    else if (log.status === ImportStatus.finished) {
      setResult(log);
      setState(3);
      void invalidateTransfers(client, api.audience);
      onFinished?.(log);
    }
  }, [state, logId, status.data, status.isError, status.error, t, client, api.audience, onFinished]);

  // Customer variant: made-up progress while the job runs.
  useEffect(() => {
    if (!fakesProgress || state !== 2 || logId === null) return;
    const timer = setInterval(
      () => setFakePercent((value) => Math.min(99, value + FAKE_PROGRESS_PER_SECOND)),
      1000,
    );
    return () => clearInterval(timer);
  }, [fakesProgress, state, logId]);

  const start = async () => {
    if (!file) return;
    setError(null);
    setState(2);
    setUploadPercent(0);
    try {
      setLogId(await uploadImport(api, { symbol, file, fields }, setUploadPercent));
    } catch (reason) {
      failBack(reason instanceof Error ? reason.message : t('error.unknown'));
    }
  };

  const jobPercent = fakesProgress ? fakePercent : (status.data?.percentage ?? 0);
  const close = () => {
    if (state === 3) reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('transfer.importTitle')}
      onCancel={close}
      footer={null}
      width={560}
      mask={{ closable: state !== 2 }}
      destroyOnHidden={false}
    >
      <Steps
        size="small"
        current={state === 0 ? 0 : state === 1 ? 1 : state === 2 ? 2 : 3}
        style={{ margin: '8px 0 24px' }}
        items={[
          { title: t('transfer.step.template') },
          { title: t('transfer.step.choose') },
          { title: t('transfer.step.import') },
          { title: t('transfer.step.result') },
        ]}
      />
      {state < 2 && (
        <Flex vertical gap={16} data-testid="import-widget" data-state={state}>
          <Flex align="center" justify="space-between">
            <Typography.Text type="secondary">{t('transfer.templateHint')}</Typography.Text>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => downloadTemplate(api, symbol).catch((reason: Error) => setError(reason.message))}
            >
              {t('transfer.downloadTemplate')}
            </Button>
          </Flex>
          <Upload.Dragger
            accept={ACCEPT}
            multiple={false}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(chosen, list) => {
              if (list.length > 1) setError(t('transfer.oneFile'));
              else if (!isSpreadsheet(chosen.name)) setError(t('transfer.onlySpreadsheets'));
              else {
                setFile(chosen);
                setError(null);
                setState(1);
              }
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{file ? file.name : t('transfer.choose')}</p>
            <p className="ant-upload-hint">{t('transfer.chooseHint')}</p>
          </Upload.Dragger>
          {error && <Alert type="error" showIcon title={error} data-testid="import-error" />}
          <Flex justify="end" gap={8}>
            <Button onClick={close}>{t('transfer.cancel')}</Button>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              disabled={state !== 1}
              onClick={() => void start()}
            >
              {t('transfer.startImport')}
            </Button>
          </Flex>
        </Flex>
      )}
      {state === 2 && (
        <Flex vertical gap={12} data-testid="import-widget" data-state={state}>
          <Typography.Text>
            {logId === null ? t('transfer.uploading') : t('transfer.importing')}
          </Typography.Text>
          <Progress percent={Math.floor(logId === null ? uploadPercent : jobPercent)} status="active" />
        </Flex>
      )}
      {state === 3 && result && (
        <Result
          data-testid="import-widget"
          data-state={state}
          status={result.error_num > 0 ? 'warning' : 'success'}
          title={t('transfer.finished')}
          subTitle={
            <Flex justify="center" gap={40} style={{ marginTop: 8 }}>
              <Statistic title={t('transfer.total')} value={result.total_num} />
              <Statistic title={t('transfer.success')} value={result.success_num} />
              <Statistic title={t('transfer.failure')} value={result.error_num} />
            </Flex>
          }
          extra={[
            result.error_num > 0 && result.excel_url ? (
              <Button
                key="failed"
                icon={<DownloadOutlined />}
                onClick={() => saveFile(result.excel_url, FAILED_DATA_FILE_NAME)}
              >
                {t('transfer.downloadFailed')}
              </Button>
            ) : null,
            <Button key="again" type="primary" onClick={reset}>
              {t('transfer.importAgain')}
            </Button>,
          ]}
        />
      )}
    </Modal>
  );
}
