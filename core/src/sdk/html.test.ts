import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('leaves no character that could open a tag, an entity or leave a quoted attribute', () => {
    const out = escapeHtml(`"><meta http-equiv="refresh" content='0;url=//evil'>&amp;`);
    expect(out).not.toMatch(/[<>"']/);
    expect(out).toBe('&#34;&#62;&#60;meta http-equiv=&#34;refresh&#34; content=&#39;0;url=//evil&#39;&#62;&#38;amp;');
  });
});
