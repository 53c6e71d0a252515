import {
  AppstoreOutlined,
  DatabaseOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { User } from '@prowrite/contracts';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../lib/locales/zh-cn';
import { mayVisit } from '../guards/route-permissions';

export type NavItem = {
  key: string;
  path: string;
  icon: ReactNode;
  label: MessageKey;
  /** Whether a location belongs to this entry. */
  matches: (pathname: string) => boolean;
};

/** Whether the entry is shown: only when the read bit of its screen is set (route-permissions). */
export const isNavItemVisible = (item: NavItem, user: User) => mayVisit(user.bizchat_auth, item.path);

/**
 * The sidebar entries that are built. Chat, medical inquiry, bots, datasets, live support, and plugins are
 * added here as they arrive; until then they are not shown at all.
 */
export const NAV_ITEMS: NavItem[] = [
  {
    key: 'home',
    path: '/',
    icon: <HomeOutlined />,
    label: 'nav.home',
    matches: (p) => p === '/',
  },
  {
    key: 'chat-text',
    path: '/chat-text',
    icon: <MessageOutlined />,
    label: 'nav.chatText',
    matches: (p) => p === '/chat-text',
  },
  {
    key: 'chat-pdf',
    path: '/chat-pdf',
    icon: <FilePdfOutlined />,
    label: 'nav.chatPdf',
    matches: (p) => p === '/chat-pdf',
  },
  {
    key: 'medpilot',
    path: '/medpilot',
    icon: <MedicineBoxOutlined />,
    label: 'nav.medpilot',
    matches: (p) => p === '/medpilot',
  },
  {
    key: 'knowledge-base',
    path: '/app/knowledge-base',
    icon: <DatabaseOutlined />,
    label: 'nav.knowledgeBase',
    matches: (p) => p === '/app/knowledge-base',
  },
  {
    key: 'works',
    path: '/works',
    icon: <FileTextOutlined />,
    label: 'nav.works',
    // A deck board belongs to the works it was opened from.
    matches: (p) => p === '/works' || p.startsWith('/works/') || p.startsWith('/decks/'),
  },
  {
    // The console's datasets (the same read bit as the knowledge base).
    key: 'datasets',
    path: '/knowledge',
    icon: <FolderOpenOutlined />,
    label: 'nav.datasets',
    matches: (p) => p === '/knowledge',
  },
  {
    key: 'manage',
    path: '/console',
    icon: <SettingOutlined />,
    label: 'nav.manage',
    matches: (p) => p === '/console' || p.startsWith('/console/'),
  },
  {
    key: 'layouts',
    path: '/layouts',
    icon: <AppstoreOutlined />,
    label: 'nav.layouts',
    matches: (p) => p === '/layouts',
  },
];
