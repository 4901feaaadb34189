import { type Design, type Plasmid, designEndpoints } from '@portal/domain';
import { useEffect, useReducer, useState } from 'react';
import { useApi } from '../../../lib/browser-api';
import { type History, applyEdit, historyOf, redo, undo } from './design-history';

type Action = { kind: 'edit'; next: Plasmid } | { kind: 'undo' } | { kind: 'redo' } | { kind: 'restore'; plasmid: Plasmid };

function reduce(history: History<Plasmid>, action: Action): History<Plasmid> {
  if (action.kind === 'edit') return applyEdit(history, action.next);
  if (action.kind === 'undo') return undo(history);
  if (action.kind === 'redo') return redo(history);
  return historyOf(action.plasmid);
}

/** The browser tab keeps the unsaved design, so a visitor who signs in to save comes back to it. */
const draftKey = (path: string) => `portal:plasmid-draft:${path}`;

function readDraft(path: string): Plasmid | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(path));
    return raw ? (JSON.parse(raw) as Plasmid) : null;
  } catch {
    return null;
  }
}

/**
 * The builder's state: the design with its undo history, the draft kept in the tab while it differs from what
 * was loaded, and saving (a new design or the customer's own).
 */
export function useDesignBuilder(input: { path: string; initial: Plasmid; designId: string | null; backboneId: string }) {
  const api = useApi();
  const [history, dispatch] = useReducer(reduce, input.initial, historyOf);
  const [restored, setRestored] = useState(false);
  const [saving, setSaving] = useState(false);
  // The design once saved: a second save (Save, then Check and order) updates it even before the page has moved to its address.
  const [designId, setDesignId] = useState(input.designId);
  const present = history.present;

  useEffect(() => {
    const draft = readDraft(input.path);
    if (draft) {
      dispatch({ kind: 'restore', plasmid: draft });
      setRestored(true);
    }
  }, [input.path]);

  useEffect(() => {
    try {
      if (present === input.initial) window.sessionStorage.removeItem(draftKey(input.path));
      else window.sessionStorage.setItem(draftKey(input.path), JSON.stringify(present));
    } catch {
      // A full storage only loses the convenience of coming back to an unsaved draft.
    }
  }, [present, input.initial, input.path]);

  const save = async (): Promise<Design> => {
    setSaving(true);
    try {
      const { result } = await api.call(designEndpoints.save, {
        body: { ...(designId ? { id: designId } : {}), backboneId: input.backboneId, ...present },
      });
      setDesignId(result.id);
      window.sessionStorage.removeItem(draftKey(input.path));
      return result;
    } finally {
      setSaving(false);
    }
  };

  return {
    plasmid: present,
    edit: (next: Plasmid) => dispatch({ kind: 'edit', next }),
    undo: () => dispatch({ kind: 'undo' }),
    redo: () => dispatch({ kind: 'redo' }),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    restored,
    save,
    saving,
  };
}
