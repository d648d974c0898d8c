import { ExperimentOutlined } from '@ant-design/icons';
import { promotedImageUrl } from '../lib/promoted-image';
import './app-image.css';

/** Placeholder colours, one per app (by its id), so cards without an image still tell apart at a glance. */
const PLACEHOLDER_HUES = [210, 160, 28, 260, 340, 190];

function hueOf(id: string): number {
  const sum = [...id].reduce((total, char) => total + char.charCodeAt(0), 0);
  return PLACEHOLDER_HUES[sum % PLACEHOLDER_HUES.length] ?? 210;
}

/** An app's promoted image, or a coloured placeholder while it has none (app cards and pages, project analyse cards). */
export function AppImage({ appId, softImg, name }: { appId: string; softImg?: string | null; name: string }) {
  const src = promotedImageUrl(softImg, window.location.origin);
  if (src) return <img className="app-image" src={src} alt={name} />;
  const hue = hueOf(appId);
  return (
    <div
      className="app-image app-image-placeholder"
      data-testid="app-image-placeholder"
      style={{ background: `linear-gradient(135deg, hsl(${hue} 70% 46%), hsl(${hue + 30} 70% 62%))` }}
      aria-hidden
    >
      <ExperimentOutlined />
    </div>
  );
}
