import { useParams } from 'react-router';
import { NotFound } from '../../ui/not-found.tsx';
import { DetailLoader } from './detail-parts.tsx';
import { NewsPostView } from './news-detail-view.tsx';
import { useOpenedEntry } from './use-opened-entry.ts';

/** /news-detail/:newsId: loads the post and shows it (the view is the back office's preview too). */
export function NewsDetailPage() {
  const opened = useOpenedEntry('news', useParams().newsId);
  if (opened.state === 'notFound') return <NotFound />;
  if (opened.state === 'loading') return <DetailLoader label="Nachricht wird geladen" />;
  return <NewsPostView post={opened.post} />;
}
