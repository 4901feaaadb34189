import { describe, expect, it } from 'vitest';
import { MARKDOWN_EDITOR, insertSnippet, markdownImage, networkImageProblem } from '../app/lib/widgets/markdown-editor';
import { moveUploadItem, shortFileName } from '../app/lib/widgets/upload-list';

describe('markdown editor (spec section 9)', () => {
  it('is 300 px high, at least 200 px, one image at a time', () => {
    expect(MARKDOWN_EDITOR).toEqual({ height: 300, minHeight: 200, imageLimit: 1 });
  });

  it('writes an image as ![](url), keeping the address in one piece', () => {
    expect(markdownImage('https://cdn.example.com/a.png')).toBe('![](https://cdn.example.com/a.png)');
    expect(markdownImage('https://cdn.example.com/a (1).png')).toBe('![](https://cdn.example.com/a%20%281%29.png)');
  });

  it('inserts at the caret or over the selection', () => {
    expect(insertSnippet('Hello world', 5, 5, '!')).toEqual({ text: 'Hello! world', caret: 6 });
    expect(insertSnippet('Hello world', 6, 11, 'team')).toEqual({ text: 'Hello team', caret: 10 });
    expect(insertSnippet('ab', 10, 20, 'c')).toEqual({ text: 'abc', caret: 3 });
  });

  it('takes https image addresses only', () => {
    expect(networkImageProblem('https://cdn.example.com/a.png')).toBeNull();
    expect(networkImageProblem('  ')).toBe('imageUrlRequired');
    expect(networkImageProblem('http://cdn.example.com/a.png')).toBe('imageUrlInvalid');
    expect(networkImageProblem('javascript:alert(1)')).toBe('imageUrlInvalid');
    expect(networkImageProblem('cdn.example.com/a.png')).toBe('imageUrlInvalid');
  });
});

describe('upload list (spec sections 4 and 9)', () => {
  it('cuts names to 5 characters plus an ellipsis', () => {
    expect(shortFileName('western-blot.png')).toBe('weste...');
    expect(shortFileName('gel.png')).toBe('gel.p...');
    expect(shortFileName('a.png')).toBe('a.png');
    expect(shortFileName('蛋白质电泳图.png')).toBe('蛋白质电泳...');
  });

  it('moves a picture one place earlier or later', () => {
    expect(moveUploadItem(['a', 'b', 'c'], 1, 'earlier')).toEqual({ ok: true, items: ['b', 'a', 'c'] });
    expect(moveUploadItem(['a', 'b', 'c'], 1, 'later')).toEqual({ ok: true, items: ['a', 'c', 'b'] });
  });

  it("answers '已到最后~' for the last moving later and '未知的操作' for the first moving earlier or an unknown action", () => {
    expect(moveUploadItem(['a', 'b'], 1, 'later')).toEqual({ ok: false, messageKey: 'uploadAtEnd' });
    expect(moveUploadItem(['a', 'b'], 0, 'earlier')).toEqual({ ok: false, messageKey: 'uploadUnknownAction' });
    expect(moveUploadItem(['a', 'b'], 0, 'sideways')).toEqual({ ok: false, messageKey: 'uploadUnknownAction' });
    expect(moveUploadItem(['a', 'b'], 5, 'later')).toEqual({ ok: false, messageKey: 'uploadUnknownAction' });
  });
});
