// The body shared by co-editing (issue 24): a replacement made in this tab (a restored revision, an
// AI draft) goes into the shared document, even when that text is one the editor showed before.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useState } from 'react';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { renderWithApp } from '../../../testing/render';
import { RichTextEditor } from './RichTextEditor';

const STORED = '<p>Mark your calendars.</p>';
const user = { name: 'Admin', color: '#e6194b', canEdit: true };

/** The shared document as the provider holds it once synced (no socket: another editor writes into it directly). */
function sharedDocument() {
  const doc = new Y.Doc();
  const provider = { document: doc, awareness: new Awareness(doc) } as unknown as HocuspocusProvider;
  return { doc, provider };
}

/** The form around the body: its content, and a way to replace it as restoring a revision does. */
function Form({ provider }: { provider: HocuspocusProvider }) {
  const [content, setContent] = useState(STORED);
  return (
    <>
      <RichTextEditor value={content} onChange={setContent} collab={{ provider, user, synced: true, seedHtml: STORED }} />
      <button type="button" onClick={() => setContent(STORED)}>
        Restore the saved revision
      </button>
    </>
  );
}

/** Another editor types at the end of the body's first paragraph. */
function typeElsewhere(doc: Y.Doc, text: string) {
  const paragraph = doc.getXmlFragment('default').get(0) as Y.XmlElement;
  const node = paragraph.get(0) as Y.XmlText;
  node.insert(node.length, text);
}

it('restores a revision into the shared body even when its text is one this editor showed before', async () => {
  const { doc, provider } = sharedDocument();
  renderWithApp(<Form provider={provider} />);
  const body = screen.getByRole('textbox', { name: 'Article content' });
  await waitFor(() => expect(body).toHaveTextContent('Mark your calendars.'));

  act(() => typeElsewhere(doc, ' Bring snacks.'));
  await waitFor(() => expect(body).toHaveTextContent('Mark your calendars. Bring snacks.'));

  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Restore the saved revision' }));
  await waitFor(() => expect(body).not.toHaveTextContent('Bring snacks.'));
  expect(body).toHaveTextContent('Mark your calendars.');
  // Everyone's: the shared document holds the restored text.
  expect(doc.getXmlFragment('default').toString()).not.toContain('Bring snacks.');
});
