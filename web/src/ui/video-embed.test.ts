import { describe, expect, it } from 'vitest';
import { allowedEmbedSrc, parseEmbed } from './video-embed.tsx';

describe('allowedEmbedSrc', () => {
  it('accepts https addresses of the allowed hosts', () => {
    expect(allowedEmbedSrc('https://www.youtube-nocookie.com/embed/abc123?rel=0')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123?rel=0',
    );
    expect(allowedEmbedSrc(' https://player.vimeo.com/video/42 ')).toBe('https://player.vimeo.com/video/42');
  });

  it('rejects other schemes, hosts, ports and credentials', () => {
    expect(allowedEmbedSrc('http://www.youtube-nocookie.com/embed/abc')).toBeNull();
    expect(allowedEmbedSrc('https://www.youtube.com/embed/abc')).toBeNull();
    expect(allowedEmbedSrc('https://www.youtube-nocookie.com.evil.example/embed/abc')).toBeNull();
    expect(allowedEmbedSrc('https://evil.example/?u=https://player.vimeo.com/video/1')).toBeNull();
    expect(allowedEmbedSrc('https://user:pw@player.vimeo.com/video/1')).toBeNull();
    expect(allowedEmbedSrc('https://player.vimeo.com:8443/video/1')).toBeNull();
    expect(allowedEmbedSrc('javascript:alert(1)')).toBeNull();
    expect(allowedEmbedSrc('//player.vimeo.com/video/1')).toBeNull();
    expect(allowedEmbedSrc('')).toBeNull();
    expect(allowedEmbedSrc(null)).toBeNull();
  });
});

describe('parseEmbed', () => {
  it('finds nothing without a DOM or without code', () => {
    expect(parseEmbed(null)).toBeNull();
    expect(parseEmbed('   ')).toBeNull();
  });
});
