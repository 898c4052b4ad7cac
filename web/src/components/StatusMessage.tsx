import type { ReactNode } from 'react';

/** An empty result: a heading, a hint and optional actions. */
export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <h2>{title}</h2>
      {hint ? <p className="muted">{hint}</p> : null}
      {children ? <div className="actions">{children}</div> : null}
    </div>
  );
}

/** A message in a coloured box: a load failure the reader should see, or a notice. */
export function Notice({
  severity,
  title,
  children,
  action,
  titleLevel,
}: {
  severity: 'error' | 'info' | 'success' | 'warning';
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
  /** A heading level for the title where it names a section of the page. */
  titleLevel?: 2;
}) {
  const Title = titleLevel ? 'h2' : 'p';
  return (
    <div className={`alert alert-${severity}`} role={severity === 'error' ? 'alert' : 'status'}>
      <div>
        {title ? <Title className="alert-title">{title}</Title> : null}
        {children}
      </div>
      {action}
    </div>
  );
}

/** A load failure the reader should see. */
export function ErrorState({ title, message, action }: { title: string; message?: string; action?: ReactNode }) {
  return (
    <Notice severity="error" title={title} action={action}>
      {message}
    </Notice>
  );
}
