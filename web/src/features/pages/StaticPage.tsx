import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/use-t';
import { useDocumentMeta } from '../../lib/document-meta';
import './pages.css';

/** A section of a text page: its heading and body, as catalog ids (i18n/messages). */
export interface StaticSection {
  headingId: MessageId;
  bodyId: MessageId;
}

/** A page of plain text sections: privacy, terms, about, in the edition's language. */
export function StaticPage({
  titleId,
  descriptionId,
  introId,
  sections,
}: {
  titleId: MessageId;
  descriptionId: MessageId;
  introId: MessageId;
  sections: StaticSection[];
}) {
  const t = useT();
  const title = t(titleId);
  useDocumentMeta(title, t(descriptionId));
  return (
    <div className="container container-narrow page text-page">
      <h1 className="display">{title}</h1>
      <p className="muted intro">{t(introId)}</p>
      {sections.map((section) => (
        <section key={section.headingId}>
          <h2>{t(section.headingId)}</h2>
          <div className="muted">{t(section.bodyId)}</div>
        </section>
      ))}
    </div>
  );
}
