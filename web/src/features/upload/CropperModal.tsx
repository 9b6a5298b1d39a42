import {
  ArrowDownOutlined,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  ArrowUpOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Flex, Modal, Space, Tooltip, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { CROPPER, cropToFile, drawCrop, loadImage } from './cropImage';
import '#web/features/upload/upload.strings';

export interface CropperModalProps {
  /** the chosen image; the dialog is open while there is one */
  file: File | null;
  /** width / height of the crop (spec §9: 1) */
  aspect?: number;
  /** width of the live preview in px (spec §9: 120) */
  previewWidth?: number;
  /** the cropped image, to be uploaded instead of the original */
  onCropped: (file: File) => void | Promise<void>;
  onCancel: () => void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Spec §4 Cropper: image chosen → this dialog → the crop result is what gets uploaded. */
export function CropperModal({
  file,
  aspect = CROPPER.aspect,
  previewWidth = CROPPER.previewWidth,
  onCropped,
  onCancel,
}: CropperModalProps) {
  const { t } = useTranslation();
  const src = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROPPER.minZoom);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    setCrop({ x: 0, y: 0 });
    setZoom(CROPPER.minZoom);
    setRotation(0);
    setArea(null);
    return () => {
      if (src) URL.revokeObjectURL(src);
    };
  }, [src]);

  useEffect(() => {
    if (!src || !area || !preview.current) return;
    const canvas = preview.current;
    let live = true;
    loadImage(src)
      .then((image) => {
        if (live) drawCrop(image, area, rotation, canvas, previewWidth);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [src, area, rotation, previewWidth]);

  const move = (dx: number, dy: number) => setCrop((current) => ({ x: current.x + dx, y: current.y + dy }));
  const zoomBy = (delta: number) =>
    setZoom((current) => clamp(Math.round((current + delta) * 10) / 10, CROPPER.minZoom, CROPPER.maxZoom));
  const rotateBy = (delta: number) => setRotation((current) => (current + delta + 360) % 360);
  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(CROPPER.minZoom);
    setRotation(0);
  };

  const confirm = async () => {
    if (!file || !src || !area) return;
    setBusy(true);
    try {
      const cropped = await cropToFile(file, src, area, rotation);
      await onCropped(cropped);
    } catch {
      feedback.error(t('upload.cropper.failed'));
    } finally {
      setBusy(false);
    }
  };

  const tool = (label: string, icon: ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <Button aria-label={label} icon={icon} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );

  return (
    <Modal
      open={file !== null}
      title={t('upload.cropper.title')}
      okText={t('upload.cropper.confirm')}
      cancelText={t('shell.cancel')}
      okButtonProps={{ loading: busy, disabled: !area, ...{ 'data-testid': 'cropper-confirm' } }}
      onOk={() => void confirm()}
      onCancel={onCancel}
      width={720}
      destroyOnHidden
      maskClosable={false}
    >
      <Flex gap={16} wrap data-testid="cropper-dialog">
        <div style={{ position: 'relative', flex: '1 1 360px', height: 360, background: '#1f1f1f' }}>
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={aspect}
              minZoom={CROPPER.minZoom}
              maxZoom={CROPPER.maxZoom}
              zoomSpeed={CROPPER.zoomStep}
              keyboardStep={CROPPER.moveStep}
              restrictPosition={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          ) : null}
        </div>
        <Flex vertical gap={8} align="center" style={{ width: Math.max(previewWidth, 140) }}>
          <Typography.Text type="secondary">{t('upload.cropper.preview')}</Typography.Text>
          <canvas
            ref={preview}
            data-testid="cropper-preview"
            style={{
              width: previewWidth,
              height: previewWidth / aspect,
              border: '1px solid var(--ant-color-border)',
            }}
          />
        </Flex>
      </Flex>
      <Space wrap style={{ marginTop: 12 }}>
        {tool(
          t('upload.cropper.zoomIn'),
          <ZoomInOutlined />,
          () => zoomBy(CROPPER.zoomStep),
          'cropper-zoom-in',
        )}
        {tool(
          t('upload.cropper.zoomOut'),
          <ZoomOutOutlined />,
          () => zoomBy(-CROPPER.zoomStep),
          'cropper-zoom-out',
        )}
        {tool(
          t('upload.cropper.rotateLeft'),
          <RotateLeftOutlined />,
          () => rotateBy(-CROPPER.rotateStep),
          'cropper-rotate-left',
        )}
        {tool(
          t('upload.cropper.rotateRight'),
          <RotateRightOutlined />,
          () => rotateBy(CROPPER.rotateStep),
          'cropper-rotate-right',
        )}
        {tool(
          t('upload.cropper.moveUp'),
          <ArrowUpOutlined />,
          () => move(0, -CROPPER.moveStep),
          'cropper-move-up',
        )}
        {tool(
          t('upload.cropper.moveDown'),
          <ArrowDownOutlined />,
          () => move(0, CROPPER.moveStep),
          'cropper-move-down',
        )}
        {tool(
          t('upload.cropper.moveLeft'),
          <ArrowLeftOutlined />,
          () => move(-CROPPER.moveStep, 0),
          'cropper-move-left',
        )}
        {tool(
          t('upload.cropper.moveRight'),
          <ArrowRightOutlined />,
          () => move(CROPPER.moveStep, 0),
          'cropper-move-right',
        )}
        {tool(t('upload.cropper.reset'), <UndoOutlined />, reset, 'cropper-reset')}
      </Space>
    </Modal>
  );
}
