import { PictureOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import { MARKDOWN_EDITOR, insertSnippet, markdownImage } from '../../lib/widgets';
import { MarkdownImageDialog } from './markdown-image-dialog';
import styles from './markdown-editor.module.css';

type Props = {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  id?: string;
};

/**
 * The markdown editor of spec section 2: the text beside its live preview, 300 px high and resizable down to 200 px.
 * The preview never renders raw HTML from the text. Images come in through the image dialog as ![](url).
 */
export function MarkdownEditor({ value = '', onChange, placeholder, id }: Props) {
  const { t } = useTranslation('widgets');
  const source = useRef<HTMLTextAreaElement>(null);
  const [choosingImage, setChoosingImage] = useState(false);

  const insertImage = (url: string) => {
    setChoosingImage(false);
    const area = source.current;
    const { text, caret } = insertSnippet(value, area?.selectionStart ?? value.length, area?.selectionEnd ?? value.length, markdownImage(url));
    onChange?.(text);
    window.requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };

  return (
    <div>
      <Flex className={styles.toolbar} gap={4}>
        <Button size="small" icon={<PictureOutlined aria-hidden />} onClick={() => setChoosingImage(true)}>
          {t('markdown.image')}
        </Button>
      </Flex>
      <div className={styles.frame} style={{ height: MARKDOWN_EDITOR.height, minHeight: MARKDOWN_EDITOR.minHeight }} data-testid="markdown-editor">
        <textarea
          ref={source}
          id={id}
          className={styles.source}
          value={value}
          placeholder={placeholder}
          aria-label={id ? undefined : t('markdown.source')}
          onChange={(event) => onChange?.(event.target.value)}
        />
        <div className={styles.preview} data-testid="markdown-preview" aria-label={t('markdown.preview')} role="region">
          <Markdown skipHtml>{value}</Markdown>
        </div>
      </div>
      <MarkdownImageDialog open={choosingImage} onInsert={insertImage} onCancel={() => setChoosingImage(false)} />
    </div>
  );
}
