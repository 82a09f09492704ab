import { useParams } from 'react-router';
import { NotFound } from '../../ui/not-found.tsx';
import { DetailLoader } from './detail-parts.tsx';
import { NewsPostView } from './news-detail-view.tsx';
import { useOpenedEntry } from './use-opened-entry.ts';

/** /press-detail/:pressId: loads the press release and shows it (the view is the back office's preview too). */
export function PressDetailPage() {
  const opened = useOpenedEntry('press', useParams().pressId);
  if (opened.state === 'notFound') return <NotFound />;
  if (opened.state === 'loading') return <DetailLoader label="Pressemitteilung wird geladen" />;
  return <NewsPostView post={opened.post} />;
}
