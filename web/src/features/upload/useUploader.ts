import type { UploadKind } from '@onsite/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { i18n } from '#web/i18n';
import { useApi } from '#web/shell/console';
import { UploadError, type UploadedFile, uploadFiles } from './uploadFiles';
import { type CountLimit, checkFiles, ruleFor, type UploadProblem, type UploadRule } from './uploadRules';
import { useIsAdminAccount } from './useIsAdminAccount';
import '#web/features/upload/upload.strings';

/** The check step's message in the UI language ("The mp3 image format is not supported"). */
export function problemMessage(problem: UploadProblem): string {
  if ('type' in problem.params) {
    return i18n.t(problem.key, { ...problem.params, type: i18n.t(`upload.kind.${problem.params.type}`) });
  }
  return i18n.t(problem.key, problem.params);
}

export interface UploaderOptions {
  kind: UploadKind;
  /** a picker's own size limit or formats instead of the console's (rich text, audio picker) */
  rule?: Partial<Omit<UploadRule, 'kind'>>;
  acid?: number;
}

export interface Uploader {
  rule: UploadRule;
  /** 0–100 over the whole selection while uploading, otherwise null */
  progress: number | null;
  /** Shows the check step's message and answers false when the selection may not be uploaded. */
  check: (files: readonly File[], count?: CountLimit) => boolean;
  /** Check, upload, register; the success list, or null after its message was shown. */
  upload: (files: readonly File[], count?: CountLimit) => Promise<UploadedFile[] | null>;
}

/** A picker's upload flow in the current console: limits by console and is_admin, messages as toasts. */
export function useUploader({ kind, rule: override, acid }: UploaderOptions): Uploader {
  const api = useApi();
  const isAdmin = useIsAdminAccount();
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const rule: UploadRule = { ...ruleFor(api.audience, kind, isAdmin), ...override };

  const check = (files: readonly File[], count?: CountLimit) => {
    const problem = checkFiles(files, rule, count);
    if (problem) feedback.error(problemMessage(problem));
    return problem === null;
  };

  const upload = async (files: readonly File[], count?: CountLimit) => {
    if (files.length === 0 || !check(files, count)) return null;
    const percents = files.map(() => 0);
    setProgress(0);
    try {
      const result = await uploadFiles(api, files, {
        kind,
        acid,
        onProgress: (index, percent) => {
          percents[index] = percent;
          setProgress(Math.round(percents.reduce((sum, value) => sum + value, 0) / files.length));
        },
      });
      feedback.success(t('upload.succeeded'));
      return result.files;
    } catch (error) {
      if (!(error instanceof UploadError)) feedback.error(t('upload.failed'));
      else if (!error.notified) feedback.error(error.message);
      return null;
    } finally {
      setProgress(null);
    }
  };

  return { rule, progress, check, upload };
}
