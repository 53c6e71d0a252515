import {
  AppstoreOutlined,
  DatabaseOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  HomeOutlined,
  MessageOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { canRead, type User } from '@prowrite/contracts';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../lib/locales/zh-cn';

export type NavItem = {
  key: string;
  path: string;
  icon: ReactNode;
  label: MessageKey;
  /** Whether the entry is shown to this user (spec 6: items show only when their check passes). */
  visible: (user: User) => boolean;
  /** Whether a location belongs to this entry. */
  matches: (pathname: string) => boolean;
};

/**
 * Sidebar entries of workbench.md 2.2 that are built. Chat, medical inquiry, bots, datasets, live support,
 * and plugins are added here as they arrive; until then they are not shown at all.
 */
export const NAV_ITEMS: NavItem[] = [
  {
    key: 'home',
    path: '/',
    icon: <HomeOutlined />,
    label: 'nav.home',
    visible: () => true,
    matches: (p) => p === '/',
  },
  {
    key: 'chat-text',
    path: '/chat-text',
    icon: <MessageOutlined />,
    label: 'nav.chatText',
    visible: () => true,
    matches: (p) => p === '/chat-text',
  },
  {
    key: 'chat-pdf',
    path: '/chat-pdf',
    icon: <FilePdfOutlined />,
    label: 'nav.chatPdf',
    visible: () => true,
    matches: (p) => p === '/chat-pdf',
  },
  {
    key: 'knowledge-base',
    path: '/app/knowledge-base',
    icon: <DatabaseOutlined />,
    label: 'nav.knowledgeBase',
    visible: (user) => canRead(user.bizchat_auth, 'knowledge'),
    matches: (p) => p === '/app/knowledge-base',
  },
  {
    key: 'works',
    path: '/works',
    icon: <FileTextOutlined />,
    label: 'nav.works',
    visible: () => true,
    // A deck board belongs to the works it was opened from.
    matches: (p) => p === '/works' || p.startsWith('/works/') || p.startsWith('/decks/'),
  },
  {
    key: 'manage',
    path: '/console',
    icon: <SettingOutlined />,
    label: 'nav.manage',
    visible: (user) => user.type === 'admin',
    matches: (p) => p === '/console' || p.startsWith('/console/'),
  },
  {
    key: 'layouts',
    path: '/layouts',
    icon: <AppstoreOutlined />,
    label: 'nav.layouts',
    visible: (user) => user.type === 'admin',
    matches: (p) => p === '/layouts',
  },
];
