import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { FilePickerProps } from './FilePicker';
import type { ImagePickerProps, MultiImagePickerProps } from './ImagePicker';
import { PICKER_SIZE } from './uploadRules';

// antd's Upload, Image and Progress, the cropper and the upload core (~40 KB gzipped) load with the first
// picker a page shows (most are in create and edit forms), not with the page.
const Image = lazy(() => import('./ImagePicker').then((module) => ({ default: module.ImagePicker })));
const MultiImage = lazy(() =>
  import('./ImagePicker').then((module) => ({ default: module.MultiImagePicker })),
);
const File = lazy(() => import('./FilePicker').then((module) => ({ default: module.FilePicker })));

/** The picker's square while its chunk loads, so the form does not move. */
const square = (size = PICKER_SIZE) => <Skeleton.Node active style={{ width: size, height: size }} />;

/** The image picker (./ImagePicker), loaded on first use. */
export function ImagePicker(props: ImagePickerProps) {
  return (
    <Suspense fallback={square(props.size)}>
      <Image {...props} />
    </Suspense>
  );
}

/** The multi-image picker (./ImagePicker), loaded on first use. */
export function MultiImagePicker(props: MultiImagePickerProps) {
  return (
    <Suspense fallback={square(props.size)}>
      <MultiImage {...props} />
    </Suspense>
  );
}

/** The document picker (./FilePicker), loaded on first use. */
export function FilePicker(props: FilePickerProps) {
  return (
    <Suspense fallback={<Skeleton.Button active />}>
      <File {...props} />
    </Suspense>
  );
}
