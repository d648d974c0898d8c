import { useLocation } from 'react-router';
import { BeanDetailPage } from './components/bean-detail-page';
import { BeanIntroPage } from './components/bean-intro-page';

/** Both bean routes as one lazy page (one entry in the console shell, which is at its first-load budget). */
export function BeanPage() {
  return useLocation().pathname.endsWith('/bean/detail') ? <BeanDetailPage /> : <BeanIntroPage />;
}
