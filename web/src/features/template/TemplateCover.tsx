import type { TemplateItem } from '@onsite/contracts';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';

type Look = Pick<TemplateItem, 'name' | 'cover' | 'primary_color' | 'background_color' | 'background_image'>;

/**
 * A template's card at 16:9: its cover image, or — without one — a small big screen drawn from its colours
 * (background, the name in the primary colour over a bar of it), so a template never shows an empty box.
 */
export function TemplateCover({ template, width = 112 }: { template: Look; width?: number }) {
  const storageUrl = useStorageUrl();
  const height = Math.round((width * 9) / 16);
  const frame = {
    width,
    height,
    borderRadius: 6,
    overflow: 'hidden',
    flex: 'none',
    border: '1px solid var(--ant-color-border-secondary)',
  } as const;
  if (template.cover)
    return (
      <img
        src={storageSrc(template.cover, storageUrl)}
        alt={template.name}
        style={{ ...frame, objectFit: 'cover', display: 'block' }}
        data-testid="template-cover"
      />
    );
  const background = template.background_image
    ? `center / cover no-repeat url("${storageSrc(template.background_image, storageUrl)}"), ${template.background_color}`
    : `radial-gradient(circle at 30% 20%, ${template.primary_color}55, transparent 60%), ${template.background_color}`;
  return (
    <div
      role="img"
      aria-label={template.name}
      data-testid="template-cover"
      style={{
        ...frame,
        background,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: Math.max(2, Math.round(height / 14)),
      }}
    >
      <span
        style={{
          color: template.primary_color,
          fontWeight: 600,
          fontSize: Math.max(10, Math.round(width / 9)),
          lineHeight: 1.1,
          maxWidth: '90%',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {template.name}
      </span>
      <span
        style={{
          width: '40%',
          height: Math.max(2, Math.round(height / 16)),
          borderRadius: 2,
          background: template.primary_color,
        }}
      />
    </div>
  );
}
