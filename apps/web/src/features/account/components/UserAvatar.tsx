import { Avatar } from 'antd';
import { initials } from '../utils/initials';

export function UserAvatar({ name, size = 28 }: { name: string; size?: number }) {
  return (
    <Avatar size={size} style={{ background: '#2A5A9B', flex: 'none' }}>
      {initials(name)}
    </Avatar>
  );
}
