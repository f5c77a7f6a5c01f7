import type { Home, HomeOf } from '@lantern/shared/contracts/home';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../stores/stores-context.js';
import './pages.css';

interface HomePageFrameProps<K extends Home['kind']> {
  kind: K;
  /** The page, once the home data of this role's kind is there. */
  children(data: HomeOf<K>): ReactNode;
}

/** A role's home page: loading, or the failed load with a retry, until `GET /me/home` answers for it. */
export const HomePageFrame = observer(function HomePageFrame<K extends Home['kind']>({
  kind,
  children,
}: HomePageFrameProps<K>) {
  const { home } = useStores();
  const data = home.of(kind);
  const failed = home.status === 'error';
  return (
    <div className="page">
      {failed || !data ? (
        <PendingState failed={failed} onRetry={() => void home.load(true)} />
      ) : (
        children(data)
      )}
    </div>
  );
});

interface PageHeaderProps {
  /** Small line above the heading naming the role or the place. */
  eyebrow: string;
  heading: string;
  lead: string;
}

export function PageHeader({ eyebrow, heading, lead }: PageHeaderProps) {
  return (
    <header className="page-header">
      <p className="page-header__eyebrow">{eyebrow}</p>
      <h1>{heading}</h1>
      <p className="page-header__lead">{lead}</p>
    </header>
  );
}
