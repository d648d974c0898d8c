import { Tooltip } from 'antd';
import { Link } from 'react-router';
import { cutTitle } from '../lib/cut-title';

/** A list's title: cut (spec 001 §3), the whole title in a tooltip when it was cut. */
export function CutTitleLink({ title, to }: { title: string; to: string }) {
  const shown = cutTitle(title);
  const link = (
    <Link to={to} className="cut-title">
      {shown}
    </Link>
  );
  return shown === title ? link : <Tooltip title={title}>{link}</Tooltip>;
}
