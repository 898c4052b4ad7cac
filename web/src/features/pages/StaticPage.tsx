import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../lib/document-meta';
import './pages.css';

export interface StaticSection {
  heading: string;
  body: ReactNode;
}

/** A page of plain text sections: privacy, terms, about. */
export function StaticPage({
  title,
  description,
  intro,
  sections,
}: {
  title: string;
  description: string;
  intro: string;
  sections: StaticSection[];
}) {
  useDocumentMeta(title, description);
  return (
    <div className="container container-narrow page text-page">
      <h1 className="display">{title}</h1>
      <p className="muted intro">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <div className="muted">{section.body}</div>
        </section>
      ))}
    </div>
  );
}
