import { describe, expect, it } from 'vitest';
import { safeLinkHref, sanitiseRichText } from './sanitise-rich-text';

const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';

/** What no sanitised output may contain, whatever the input. */
function assertInert(html: string): void {
  expect(html).not.toMatch(/<(?!\/?(p|br|strong|b|em|i|u|s|sub|sup|ul|ol|li|a)[\s>])/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/style\s*=/i);
  for (const [, attrs] of html.matchAll(/<a\s([^>]*)>/g)) {
    expect(attrs).toMatch(new RegExp(`^href="https?://[^"]+" ${LINK}$`));
  }
}

describe('sanitiseRichText', () => {
  it('keeps the allowed subset as written', () => {
    const html =
      '<p>HR <strong>0.62</strong> (<em>95% CI</em> 0.51–0.75)<br>p<sup>a</sup> H<sub>2</sub>O <u>u</u> <s>s</s> <b>b</b> <i>i</i></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitiseRichText(html)).toBe(html);
  });

  it('keeps http(s) links, with the editor’s link attributes only', () => {
    expect(sanitiseRichText('<a href="https://example.org/a?b=1&amp;c=2" class="x" id="y">t</a>')).toBe(
      `<a href="https://example.org/a?b=1&amp;c=2" ${LINK}>t</a>`,
    );
    expect(sanitiseRichText("<A HREF='http://example.org'>t</A>")).toBe(
      `<a href="http://example.org" ${LINK}>t</a>`,
    );
  });

  it('keeps plain text, escaping what could read as markup', () => {
    expect(sanitiseRichText('a < b > c & d &amp; e &lt; f')).toBe('a &lt; b &gt; c &amp; d &amp; e &lt; f');
    expect(sanitiseRichText('p<0.001, n<5')).toBe('p&lt;0.001, n&lt;5');
    expect(sanitiseRichText('中文 <p>文本</p>')).toBe('中文 <p>文本</p>');
    expect(sanitiseRichText("Robert'); DROP TABLE works;--")).toBe("Robert'); DROP TABLE works;--");
    expect(sanitiseRichText('')).toBe('');
  });

  const hostile: [string, string][] = [
    ['<script>alert(1)</script>x', 'x'],
    ['<SCRIPT SRC=//evil/x.js></SCRIPT>x', 'x'],
    ['<script/src=x>alert(1)</script >x', 'x'],
    ['<script>never closed', ''],
    ['<img src=x onerror=alert(1)>x', 'x'],
    ['<img src="x" onerror="alert(1)"/>x', 'x'],
    ['<svg onload=alert(1)><circle/></svg>x', 'x'],
    ['<svg><script>alert(1)</script></svg>x', 'x'],
    ['<math><mtext><script>alert(1)</script></mtext></math>x', 'x'],
    ['<iframe src="javascript:alert(1)"></iframe>x', 'x'],
    ['<object data="x.swf"></object>x', 'x'],
    ['<embed src="x.swf">x', 'x'],
    ['<style>body{display:none}</style>x', 'x'],
    ['<template><img src=x onerror=alert(1)></template>x', 'x'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">x', '"&gt;x'],
    ['<textarea><img src=x onerror=alert(1)></textarea>x', 'x'],
    ['<p onclick="alert(1)" style="color:red" class="c">x</p>', '<p>x</p>'],
    ['<p/onclick=alert(1)>x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['<a href=" javascript:alert(1)">x</a>', 'x'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
    ['<a href="jav&#9;ascript:alert(1)">x</a>', 'x'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', 'x'],
    ['<a href="javascript&colon;alert(1)">x</a>', 'x'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
    ['<a href="//evil.example/x">x</a>', 'x'],
    ['<a href="https:\\\\evil.example">x</a>', 'x'],
    ['<a href="/relative">x</a>', 'x'],
    ['<a>x</a>', 'x'],
    [
      '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
      `<a href="https://ok.example" ${LINK}>x</a>`,
    ],
    [
      '<a href="https://ok.example/"><a href="https://two.example/">x</a></a>',
      `<a href="https://ok.example/" ${LINK}>x</a>`,
    ],
    ['<a href="https://ok.example/" x="<script>">y</a>', `<a href="https://ok.example/" ${LINK}>y</a>`],
    [
      '<a href="https://ok.example/&quot;onclick=&quot;alert(1)">y</a>',
      `<a href="https://ok.example/&quot;onclick=&quot;alert(1)" ${LINK}>y</a>`,
    ],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<!-- <script>alert(1)</script> -->x', 'x'],
    ['<!--><img src=x onerror=alert(1)>-->x', 'x'],
    ['<![CDATA[<script>alert(1)</script>]]>x', 'alert(1)]]&gt;x'],
    ['<?xml version="1.0"?>x', 'x'],
    ['<!DOCTYPE html>x', 'x'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">x', 'x'],
    ['<link rel=stylesheet href=x>x', 'x'],
    ['<base href="https://evil.example/">x', 'x'],
    ['<form action="https://evil.example"><input name=a><button>go</button></form>', 'go'],
    ['<div><span style="background:url(javascript:alert(1))">x</span></div>', 'x'],
    ['<p>unclosed <strong>bold', '<p>unclosed <strong>bold</strong></p>'],
    ['</p></strong>stray closers', 'stray closers'],
    ['<p><em>mis</p>nested</em>', '<p><em>mis</em></p>nested'],
    ['<img src=x onerror=alert(1)', ''],
    ['<p title="never closed>x', ''],
    ['x\u0000<scr\u0000ipt>alert(1)</script>', 'x'],
  ];

  it.each(hostile)('neutralises %s', (input, expected) => {
    const out = sanitiseRichText(input);
    expect(out).toBe(expected);
    assertInert(out);
  });

  it('is idempotent', () => {
    for (const [input] of hostile) {
      const once = sanitiseRichText(input);
      expect(sanitiseRichText(once), input).toBe(once);
    }
  });

  it('caps nesting depth without losing text', () => {
    const deep = `${'<b>'.repeat(100)}deep${'</b>'.repeat(100)}`;
    const out = sanitiseRichText(deep);
    expect(out).toBe(`${'<b>'.repeat(32)}deep${'</b>'.repeat(32)}`);
  });

  it('stays linear on large hostile input', () => {
    const big = '<a x=1 '.repeat(6000) + '<svg></svg>'.repeat(3000);
    const out = sanitiseRichText(big);
    assertInert(out);
  });
});

describe('safeLinkHref', () => {
  it('accepts http(s) only', () => {
    expect(safeLinkHref('https://a.example/x')).toBe('https://a.example/x');
    expect(safeLinkHref('http://a.example')).toBe('http://a.example');
    for (const bad of ['ftp://a.example', 'mailto:a@b.c', 'javascript:1', 'https://', '', 'https:/a']) {
      expect(safeLinkHref(bad), bad).toBeNull();
    }
  });
});
