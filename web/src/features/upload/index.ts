/**
 * Uploads to storage and every picker (issue 6): the check step, the upload core, and the components the
 * consoles compose (image, multi-image, video, audio and file pickers, the cropper, the rich-text editor).
 */

export { AudioPicker, type AudioPickerProps } from './AudioPicker';
export { CropperModal, type CropperModalProps } from './CropperModal';
export { CROPPER, croppedName, croppedType } from './cropImage';
export { FilePicker, type FilePickerProps } from './FilePicker';
export {
  type CropOptions,
  ImagePicker,
  type ImagePickerProps,
  MultiImagePicker,
  type MultiImagePickerProps,
  PICKER_SIZE,
} from './ImagePicker';
export { RichTextEditor } from './LazyRichTextEditor';
export { loadPublicConfig, parsePublicConfig, useStorageUrl } from './publicConfig';
export { RichTextContent } from './RichTextContent';
export type { RichTextEditorProps } from './RichTextEditor';
export { looksLikeHtml, sanitizeHtml, textOf } from './sanitizeHtml';
export { UploadButton } from './UploadButton';
export {
  type StorageResponse,
  type StorageTransport,
  UploadError,
  type UploadedFile,
  type UploadOptions,
  type UploadResult,
  uploadFiles,
  xhrTransport,
} from './uploadFiles';
export {
  acceptOf,
  type CountLimit,
  checkFiles,
  extensionOf,
  FORMATS,
  IS_ADMIN_LIMIT_MB,
  joinKeys,
  maxBytes,
  RICH_TEXT_RULES,
  ruleFor,
  SIZE_LIMIT_MB,
  sizeLabel,
  splitKeys,
  storageSrc,
  UPLOAD_LIMIT,
  type UploadProblem,
  type UploadRule,
} from './uploadRules';
export { useIsAdminAccount } from './useIsAdminAccount';
export { problemMessage, type Uploader, type UploaderOptions, useUploader } from './useUploader';
export { VideoPicker, type VideoPickerProps } from './VideoPicker';
