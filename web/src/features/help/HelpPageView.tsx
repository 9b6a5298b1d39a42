import { PictureOutlined, PlayCircleOutlined, RightOutlined } from '@ant-design/icons';
import {
  embedSource,
  type HelpModuleInput,
  type ModuleStyle,
  PAGE_BUILDER_WIDTH,
  VIDEO_RATIOS,
} from '@onsite/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';
import { menuIcon } from '#web/shell/menuIcons';

/** A page as the renderer takes it: the editor's draft or a published page1. */
export interface ViewPage {
  setting: { title: string };
  content: readonly HelpModuleInput[];
}

const PRIMARY = '#1677ff';

/** A module's style fields (spec §3), in px at the base width 750. */
export function moduleBox(style: Partial<ModuleStyle> | undefined): CSSProperties {
  const s = style ?? {};
  const top = s.topRadius ?? 0;
  const bottom = s.bottomRadius ?? 0;
  return {
    background: s.bgColor || 'transparent',
    padding: `${s.paddingTop ?? 0}px ${s.paddingLeft ?? 0}px ${s.paddingBottom ?? 0}px`,
    borderRadius: `${top}px ${top}px ${bottom}px ${bottom}px`,
    overflow: 'hidden',
  };
}

function Icon({ name, size }: { name: string | undefined; size: number }) {
  if (!name) return null;
  return <span style={{ fontSize: size, lineHeight: 1, display: 'inline-flex' }}>{menuIcon(name)}</span>;
}

/** A row or label that follows a link when it has one: a plain button then, else a block. */
function Pressable({
  onClick,
  style,
  testId,
  children,
}: {
  onClick: (() => void) | undefined;
  style: CSSProperties;
  testId: string;
  children: ReactNode;
}) {
  if (!onClick)
    return (
      <div style={style} data-testid={testId}>
        {children}
      </div>
    );
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      style={{
        ...style,
        width: style.display === 'flex' && style.minHeight ? '100%' : undefined,
        background: 'transparent',
        border: 0,
        borderBottom: style.borderBottom,
        padding: 0,
        fontFamily: 'inherit',
        lineHeight: 'inherit',
        fontSize: style.fontSize,
        color: style.color ?? 'inherit',
        textAlign: 'start',
        cursor: 'pointer',
      }}
    >
      {children}
    </button>
  );
}

/** Where a picture or video is missing (a draft): a grey box with the module's glyph. */
function Missing({ glyph, height }: { glyph: ReactNode; height: number }) {
  return (
    <div
      style={{
        height,
        background: '#f0f2f5',
        color: '#bfbfbf',
        fontSize: 64,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {glyph}
    </div>
  );
}

function Video({ params }: { params: Extract<HelpModuleInput, { type: 'video' }>['params'] }) {
  const storageUrl = useStorageUrl();
  const ratio = VIDEO_RATIOS[params.videoRatio ?? 1] ?? 1;
  const box: CSSProperties = {
    width: '100%',
    aspectRatio: String(ratio),
    display: 'block',
    background: '#000',
  };
  const poster = params.videoPoster ? storageSrc(params.videoPoster, storageUrl) : undefined;
  if (params.videoType === 3) {
    const src = embedSource(params.videoCode ?? '');
    return src ? (
      <iframe
        title="video"
        src={src}
        style={{ ...box, border: 0 }}
        allowFullScreen
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        data-testid="help-video-embed"
      />
    ) : (
      <Missing glyph={<PlayCircleOutlined />} height={PAGE_BUILDER_WIDTH / ratio} />
    );
  }
  const src = params.videoType === 1 ? params.videoUrl : params.videoLink;
  if (!src) return <Missing glyph={<PlayCircleOutlined />} height={(PAGE_BUILDER_WIDTH * 9) / 16} />;
  return (
    // biome-ignore lint/a11y/useMediaCaption: help videos come without caption tracks
    <video
      src={params.videoType === 1 ? storageSrc(src, storageUrl) : src}
      poster={poster}
      controls
      preload="metadata"
      style={box}
      data-testid="help-video"
    />
  );
}

/** One module of a page at the base width (750 px). */
export function ModuleView({ module, onLink }: { module: HelpModuleInput; onLink?: (link: string) => void }) {
  const storageUrl = useStorageUrl();
  const follow = (link: string | undefined) => (link && onLink ? () => onLink(link) : undefined);
  let body: ReactNode;
  switch (module.type) {
    case 'blank':
      body = <div style={{ height: module.params?.height ?? 30 }} />;
      break;
    case 'picture':
      body = module.params.imgUrl ? (
        <img
          src={storageSrc(module.params.imgUrl, storageUrl)}
          alt=""
          style={{ width: '100%', display: 'block' }}
          data-testid="help-picture"
        />
      ) : (
        <Missing glyph={<PictureOutlined />} height={300} />
      );
      break;
    case 'listMenu':
      body = (
        <div>
          {module.params.items.map((item, index) => {
            const onClick = follow(item.link);
            return (
              <Pressable
                // biome-ignore lint/suspicious/noArrayIndexKey: items are edited in place, by position
                key={index}
                onClick={onClick}
                testId="help-menu-item"
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 20,
                  minHeight: 96,
                  fontSize: 30,
                  borderBottom: index < module.params.items.length - 1 ? '1px solid #f0f0f0' : undefined,
                }}
              >
                <Icon name={item.icon} size={40} />
                <span style={{ flex: 1 }}>{item.title}</span>
                {item.link ? <RightOutlined style={{ fontSize: 26, color: '#bfbfbf' }} /> : null}
              </Pressable>
            );
          })}
        </div>
      );
      break;
    case 'title': {
      const p = module.params;
      const subtitle = p.subtitle_show ? (
        <span style={{ fontSize: 26, color: '#8c8c8c', fontWeight: 400 }}>{p.subtitle_text}</span>
      ) : null;
      const more = follow(p.more_link);
      body = (
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }} data-testid="help-title">
          <div style={{ flex: 1, minWidth: 0 }}>
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 14,
                fontSize: 36,
                fontWeight: 600,
                color: p.title_color || '#1f1f1f',
              }}
            >
              {p.title_type === 2 ? (
                <span style={{ color: PRIMARY }}>
                  <Icon name={p.title_icon} size={40} />
                </span>
              ) : null}
              <span>{p.title_text}</span>
              {p.subtitle_type === 2 ? subtitle : null}
            </div>
            {p.title_type !== 2 ? (
              <div style={{ width: 64, height: 6, borderRadius: 3, background: PRIMARY, marginTop: 10 }} />
            ) : null}
            {p.subtitle_type !== 2 && subtitle ? <div style={{ marginTop: 8 }}>{subtitle}</div> : null}
          </div>
          {p.more_show ? (
            <Pressable
              onClick={more}
              testId="help-title-more"
              style={{ fontSize: 26, color: '#8c8c8c', display: 'flex', alignItems: 'center', gap: 6 }}
            >
              {p.more_text}
              {p.more_icon ? <Icon name={p.more_icon} size={26} /> : <RightOutlined />}
            </Pressable>
          ) : null}
        </div>
      );
      break;
    }
    case 'video':
      body = <Video params={module.params} />;
      break;
  }
  return (
    <div style={moduleBox(module.style)} data-module-type={module.type}>
      {body}
    </div>
  );
}

/**
 * A built page (page1) drawn at the base width 750 and scaled to `width` (spec §9: 388 in the help panel),
 * with CSS zoom so the layout, not only the drawing, takes the scaled size.
 */
export function HelpPageView({
  page,
  width = PAGE_BUILDER_WIDTH,
  onLink,
  testId = 'help-page',
}: {
  page: ViewPage;
  width?: number;
  onLink?: (link: string) => void;
  testId?: string;
}) {
  return (
    <div style={{ width, overflow: 'hidden' }} data-testid={testId}>
      <div style={{ width: PAGE_BUILDER_WIDTH, zoom: width / PAGE_BUILDER_WIDTH, background: '#fff' }}>
        {page.content.map((module) => (
          <ModuleView key={module.key} module={module} onLink={onLink} />
        ))}
      </div>
    </div>
  );
}
