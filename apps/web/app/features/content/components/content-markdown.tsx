import Markdown from 'react-markdown';
import styles from './content.module.css';

/** Staff-written markdown as the page shows it; raw HTML in the text is dropped, never rendered. */
export function ContentMarkdown({ source }: { source: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown skipHtml>{source}</Markdown>
    </div>
  );
}
