import { VIDEO_EMBED_HOSTS } from '@kp/contract/content-constants';
import { useMemo } from 'react';
import styles from './video-embed.module.css';

const ALLOWED_HOSTS: readonly string[] = VIDEO_EMBED_HOSTS;

/** The address an embed may load: https on an allowed host, without credentials or a port; otherwise null. */
export function allowedEmbedSrc(src: string | null | undefined): string | null {
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!ALLOWED_HOSTS.includes(url.hostname)) return null;
  return url.href;
}

export type Embed = { src: string; title: string | null };

/**
 * Reads the embed code, which the server already reduced to one iframe it built itself: parsed inertly
 * (DOMParser runs no scripts and loads nothing), and only the iframe's src and title are read. Exactly one
 * iframe with an allowed address counts, anything else is no embed; the page renders its own iframe.
 */
export function parseEmbed(html: string | null | undefined): Embed | null {
  if (!html?.trim() || typeof DOMParser === 'undefined') return null;
  const frames = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('iframe');
  if (frames.length !== 1) return null;
  const src = allowedEmbedSrc(frames[0].getAttribute('src'));
  if (!src) return null;
  const title = frames[0].getAttribute('title')?.trim();
  // A bare 'Video' says nothing about the content; the page's own name does more.
  return { src, title: title && title.toLowerCase() !== 'video' ? title : null };
}

type Props = {
  /** Embed code from the editorial system (an iframe), e.g. the about page's video. */
  html: string | null | undefined;
  /** The frame's accessible name when the embed code has no title. */
  fallbackTitle?: string;
};

/**
 * A video from an allowed host (VIDEO_EMBED_HOSTS), 16:9 and as wide as its column. The portal renders its own
 * iframe from the checked address, so no editorial markup reaches the page.
 */
export function VideoEmbed({ html, fallbackTitle = 'Video' }: Props) {
  const embed = useMemo(() => parseEmbed(html), [html]);
  if (!embed) return null;
  return (
    <div className={styles.frame}>
      <iframe
        className={styles.video}
        src={embed.src}
        title={embed.title ?? fallbackTitle}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
