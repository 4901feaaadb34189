import { highlightParts } from '../api/highlight-parts';
import styles from './catalog.module.css';

/** The search words marked in a text; React builds the elements, so a product name can never inject markup. */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  // Parts never move, so their position is their identity.
  return (
    <>
      {highlightParts(text, words).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
