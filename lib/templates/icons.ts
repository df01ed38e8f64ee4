import type * as Lucide from 'lucide-react';

/*
 * docs/templates.md icons page: the lucide-react icons the product uses (`inProduct`) and a set of
 * common ones, each with English keywords and a group. The page imports only these icons
 * (components/templates/icons/icon-components.ts, which the compiler keeps equal to this list), never
 * all of lucide. Names are lucide's canonical component names, not its deprecated aliases.
 */

export const ICON_GROUPS = [
  'arrows',
  'actions',
  'communication',
  'media',
  'files',
  'people',
  'commerce',
  'places',
  'time',
  'status',
  'devices',
  'security',
  'data',
  'layout',
  'lifestyle',
] as const;
export type IconGroup = (typeof ICON_GROUPS)[number];

/** A component name lucide-react exports (type only: nothing of lucide is loaded here). */
type LucideName = {
  [Name in keyof typeof Lucide]: Name extends `Lucide${string}` | `${string}Icon` ? never : Name;
}[keyof typeof Lucide];

export interface TemplateIcon<Name extends LucideName = LucideName> {
  name: Name;
  group: IconGroup;
  keywords: readonly string[];
  /** Used somewhere in the product's own pages. */
  inProduct: boolean;
}

const product = <const Name extends LucideName>(name: Name, group: IconGroup, keywords: string) =>
  ({ name, group, keywords: keywords.split(' '), inProduct: true }) satisfies TemplateIcon<Name>;
const common = <const Name extends LucideName>(name: Name, group: IconGroup, keywords: string) =>
  ({ name, group, keywords: keywords.split(' '), inProduct: false }) satisfies TemplateIcon<Name>;

export const TEMPLATE_ICONS = [
  // Arrows and chevrons.
  product('ArrowDown', 'arrows', 'down south descending'),
  product('ArrowLeft', 'arrows', 'left back previous west'),
  product('ArrowRight', 'arrows', 'right next forward east'),
  product('ArrowUp', 'arrows', 'up north ascending'),
  product('ArrowUpDown', 'arrows', 'sort order swap'),
  product('ArrowUpRight', 'arrows', 'external trend diagonal open'),
  product('ChevronDown', 'arrows', 'expand open caret dropdown'),
  product('ChevronLeft', 'arrows', 'back previous caret'),
  product('ChevronRight', 'arrows', 'next forward caret'),
  product('ChevronUp', 'arrows', 'collapse close caret'),
  product('RotateCcw', 'arrows', 'undo reset restore refresh'),
  product('RotateCw', 'arrows', 'redo reload refresh'),
  product('History', 'arrows', 'past recent log clock'),
  common('RefreshCw', 'arrows', 'reload sync update'),
  common('Repeat', 'arrows', 'loop again cycle'),
  common('Undo2', 'arrows', 'undo back revert'),
  common('Redo2', 'arrows', 'redo again forward'),
  common('ArrowDownToLine', 'arrows', 'download save bottom'),
  common('Maximize', 'arrows', 'fullscreen enlarge expand'),
  common('Minimize', 'arrows', 'exit fullscreen shrink'),
  // Actions.
  product('Check', 'actions', 'done ok tick confirm'),
  product('Plus', 'actions', 'add new create'),
  product('Minus', 'actions', 'remove subtract less'),
  product('Search', 'actions', 'find lookup magnifier'),
  product('SearchX', 'actions', 'no results not found'),
  product('Pencil', 'actions', 'edit write change'),
  product('PenLine', 'actions', 'edit write sign'),
  product('SquarePen', 'actions', 'edit compose write'),
  product('SquarePlus', 'actions', 'add new create'),
  product('Trash2', 'actions', 'delete remove bin'),
  product('Download', 'actions', 'save export get'),
  product('Upload', 'actions', 'import send put'),
  product('Send', 'actions', 'submit paper plane message'),
  product('Printer', 'actions', 'print paper'),
  product('ExternalLink', 'actions', 'open new tab outside'),
  product('Link2', 'actions', 'url chain hyperlink'),
  product('Link2Off', 'actions', 'unlink broken url'),
  product('LogIn', 'actions', 'sign in enter'),
  product('LogOut', 'actions', 'sign out exit leave'),
  product('Settings', 'actions', 'preferences gear cog options'),
  product('Ellipsis', 'actions', 'more menu dots options'),
  product('GripVertical', 'actions', 'drag handle move reorder'),
  product('WandSparkles', 'actions', 'magic auto generate'),
  product('ArchiveRestore', 'actions', 'unarchive restore recover'),
  product('TextCursorInput', 'actions', 'input field text type'),
  common('Copy', 'actions', 'duplicate clipboard clone'),
  common('ClipboardCheck', 'actions', 'copied pasted done'),
  common('Share2', 'actions', 'share network send'),
  common('Save', 'actions', 'disk store keep'),
  common('Funnel', 'actions', 'filter narrow sieve'),
  common('SlidersHorizontal', 'actions', 'filters settings adjust controls'),
  common('Heart', 'actions', 'like love favourite favorite'),
  common('Bookmark', 'actions', 'save later favourite'),
  common('Pin', 'actions', 'stick keep top'),
  common('Power', 'actions', 'on off switch shutdown'),
  common('Scissors', 'actions', 'cut trim'),
  // Communication.
  product('Mail', 'communication', 'email envelope letter'),
  product('MailCheck', 'communication', 'email verified sent'),
  product('MailOpen', 'communication', 'email read opened'),
  product('MailWarning', 'communication', 'email problem error'),
  product('Inbox', 'communication', 'messages tray received'),
  product('MessageCircle', 'communication', 'chat bubble comment'),
  product('MessageSquare', 'communication', 'chat comment note'),
  product('MessageSquareText', 'communication', 'chat comment text'),
  product('MessagesSquare', 'communication', 'conversation chat forum'),
  product('Phone', 'communication', 'call telephone'),
  product('PhoneCall', 'communication', 'calling ring'),
  product('PhoneIncoming', 'communication', 'incoming call received'),
  product('PhoneMissed', 'communication', 'missed call'),
  product('PhoneOff', 'communication', 'hang up end call'),
  product('Video', 'communication', 'camera call meeting'),
  product('VideoOff', 'communication', 'camera off'),
  product('Mic', 'communication', 'microphone audio voice'),
  product('MicOff', 'communication', 'mute microphone'),
  product('ScreenShare', 'communication', 'present share screen'),
  product('ScreenShareOff', 'communication', 'stop sharing'),
  product('Bell', 'communication', 'notification alert ring'),
  product('Languages', 'communication', 'translate language locale'),
  common('AtSign', 'communication', 'email mention at'),
  common('Hash', 'communication', 'hashtag number channel'),
  common('Contact', 'communication', 'address book card'),
  common('Quote', 'communication', 'citation blockquote'),
  // Media.
  product('Camera', 'media', 'photo picture'),
  product('ImageOff', 'media', 'no image missing photo'),
  product('ImagePlus', 'media', 'add photo picture'),
  product('ImageUp', 'media', 'upload photo picture'),
  product('Music', 'media', 'song audio note'),
  product('Volume2', 'media', 'sound speaker loud'),
  product('Palette', 'media', 'colours colors theme paint'),
  common('Image', 'media', 'photo picture'),
  common('Film', 'media', 'movie video cinema'),
  common('Play', 'media', 'start video audio'),
  common('Pause', 'media', 'stop hold'),
  common('VolumeX', 'media', 'mute silent'),
  common('Headphones', 'media', 'audio listen'),
  common('Paintbrush', 'media', 'paint brush design'),
  // Files.
  product('FileText', 'files', 'document page text'),
  product('FilePen', 'files', 'edit document'),
  product('Files', 'files', 'documents copies'),
  product('FolderOpen', 'files', 'directory open'),
  product('ScrollText', 'files', 'terms contract log'),
  product('Receipt', 'files', 'invoice bill'),
  product('BookOpen', 'files', 'read book guide docs'),
  product('BookHeart', 'files', 'favourite book bible'),
  common('File', 'files', 'document blank'),
  common('FileImage', 'files', 'picture document'),
  common('Folder', 'files', 'directory'),
  common('Archive', 'files', 'box store old'),
  common('Paperclip', 'files', 'attachment attach'),
  common('Clipboard', 'files', 'paste board'),
  common('CloudUpload', 'files', 'upload cloud backup'),
  // People and account.
  product('UserRound', 'people', 'person account profile'),
  product('UserPlus', 'people', 'add person invite'),
  product('Users', 'people', 'group team members'),
  product('UsersRound', 'people', 'group team members'),
  product('Handshake', 'people', 'deal agreement partner'),
  product('GraduationCap', 'people', 'school student education'),
  product('Crown', 'people', 'king premium vip'),
  common('CircleUser', 'people', 'account avatar profile'),
  common('UserCheck', 'people', 'verified person approved'),
  common('UserX', 'people', 'remove person block'),
  common('IdCard', 'people', 'identity badge card'),
  common('Accessibility', 'people', 'a11y disability wheelchair'),
  common('Baby', 'people', 'child kid'),
  common('Smile', 'people', 'happy emoji face'),
  // Commerce.
  product('ShoppingCart', 'commerce', 'cart basket shop buy'),
  product('CreditCard', 'commerce', 'payment card pay'),
  product('Wallet', 'commerce', 'money payment purse'),
  product('Coins', 'commerce', 'money cash price'),
  product('HandCoins', 'commerce', 'pay donate money'),
  product('Tag', 'commerce', 'price label'),
  product('Tags', 'commerce', 'prices labels'),
  product('Package', 'commerce', 'box parcel product offer'),
  product('PackageOpen', 'commerce', 'unbox parcel empty'),
  product('Truck', 'commerce', 'delivery shipping lorry'),
  product('Calculator', 'commerce', 'maths sum count'),
  product('Gem', 'commerce', 'premium diamond jewel'),
  product('Landmark', 'commerce', 'bank finance institution'),
  common('Store', 'commerce', 'shop market'),
  common('Gift', 'commerce', 'present reward'),
  common('Percent', 'commerce', 'discount sale'),
  common('Euro', 'commerce', 'currency money'),
  common('DollarSign', 'commerce', 'currency money'),
  common('Banknote', 'commerce', 'cash money bill'),
  common('PiggyBank', 'commerce', 'savings money'),
  common('Briefcase', 'commerce', 'work job business'),
  common('QrCode', 'commerce', 'scan code'),
  // Places.
  product('House', 'places', 'home property building'),
  product('Building2', 'places', 'office company building'),
  product('Castle', 'places', 'fortress history'),
  product('Church', 'places', 'faith religion building'),
  product('Map', 'places', 'atlas location'),
  product('MapPin', 'places', 'location marker place address'),
  product('MapPinOff', 'places', 'not found lost location'),
  product('Globe', 'places', 'world earth web language'),
  product('Armchair', 'places', 'furniture seat interior'),
  product('Sofa', 'places', 'couch furniture interior'),
  common('Building', 'places', 'office block'),
  common('Hotel', 'places', 'stay accommodation'),
  common('Earth', 'places', 'world planet globe'),
  common('Compass', 'places', 'direction explore'),
  common('Navigation', 'places', 'direction gps'),
  common('Route', 'places', 'path journey way'),
  common('Car', 'places', 'vehicle drive'),
  common('Bus', 'places', 'transport vehicle'),
  common('Plane', 'places', 'flight travel airport'),
  common('Train', 'places', 'rail transport'),
  common('Bike', 'places', 'bicycle cycling'),
  common('Anchor', 'places', 'harbour port sea'),
  common('Tent', 'places', 'camping outdoor'),
  common('Mountain', 'places', 'nature hill'),
  common('Bed', 'places', 'sleep bedroom hotel'),
  common('Bath', 'places', 'bathroom tub'),
  common('DoorOpen', 'places', 'entrance exit'),
  // Time.
  product('Calendar', 'time', 'date schedule day'),
  product('CalendarCheck', 'time', 'booked confirmed date'),
  product('CalendarClock', 'time', 'appointment schedule deadline'),
  product('CalendarDays', 'time', 'date month days'),
  product('Clock', 'time', 'time hour watch'),
  product('Timer', 'time', 'stopwatch countdown'),
  common('CalendarPlus', 'time', 'add event date'),
  common('AlarmClock', 'time', 'alarm wake reminder'),
  common('Hourglass', 'time', 'wait loading time'),
  // Status.
  product('CircleCheck', 'status', 'success done ok'),
  product('CircleAlert', 'status', 'warning error attention'),
  product('CircleX', 'status', 'error cancel close'),
  product('CircleMinus', 'status', 'remove blocked'),
  product('Circle', 'status', 'dot shape empty'),
  product('Info', 'status', 'information help about'),
  product('TriangleAlert', 'status', 'warning caution danger'),
  product('OctagonAlert', 'status', 'stop error danger'),
  product('Ban', 'status', 'forbidden blocked no'),
  product('BadgeCheck', 'status', 'verified approved'),
  product('LoaderCircle', 'status', 'loading spinner busy wait'),
  product('Star', 'status', 'favourite rating'),
  product('StarOff', 'status', 'unfavourite no rating'),
  product('Trophy', 'status', 'award winner prize'),
  product('Sparkles', 'status', 'new magic shine'),
  product('WifiOff', 'status', 'offline no connection'),
  common('CircleHelp', 'status', 'question help faq'),
  common('Award', 'status', 'badge prize medal'),
  common('Flag', 'status', 'report mark'),
  common('ThumbsUp', 'status', 'like approve'),
  common('ThumbsDown', 'status', 'dislike reject'),
  common('Zap', 'status', 'flash fast energy'),
  common('Flame', 'status', 'hot trending fire'),
  common('Target', 'status', 'goal aim'),
  common('Rocket', 'status', 'launch start fast'),
  common('Lightbulb', 'status', 'idea tip'),
  // Devices.
  product('Smartphone', 'devices', 'phone mobile'),
  product('Tablet', 'devices', 'ipad device'),
  product('Laptop', 'devices', 'computer notebook'),
  product('Monitor', 'devices', 'screen desktop display'),
  product('Cpu', 'devices', 'processor chip hardware'),
  common('Tv', 'devices', 'television screen'),
  common('Watch', 'devices', 'smartwatch time'),
  common('Keyboard', 'devices', 'typing keys'),
  common('Mouse', 'devices', 'pointer click'),
  common('Wifi', 'devices', 'wireless internet network'),
  common('Bluetooth', 'devices', 'wireless connect'),
  common('Battery', 'devices', 'power charge'),
  common('Server', 'devices', 'hosting rack'),
  common('HardDrive', 'devices', 'disk storage'),
  // Security.
  product('Lock', 'security', 'locked secure private'),
  product('LockKeyhole', 'security', 'locked password secure'),
  product('KeyRound', 'security', 'key password access'),
  product('Eye', 'security', 'show view visible'),
  product('EyeOff', 'security', 'hide hidden invisible'),
  product('Shield', 'security', 'protection safe'),
  product('ShieldAlert', 'security', 'warning not authorized'),
  product('ShieldCheck', 'security', 'protected verified safe'),
  product('ShieldOff', 'security', 'unprotected disabled'),
  product('Cookie', 'security', 'consent tracking'),
  common('LockOpen', 'security', 'unlocked open'),
  common('Key', 'security', 'password access'),
  common('FingerprintPattern', 'security', 'biometric identity touch'),
  common('Bug', 'security', 'error issue debug'),
  // Data and charts.
  product('ChartLine', 'data', 'graph trend analytics'),
  product('ChartPie', 'data', 'graph share analytics'),
  product('TrendingUp', 'data', 'growth increase rise'),
  product('Gauge', 'data', 'speed meter performance'),
  product('Layers', 'data', 'stack levels'),
  product('List', 'data', 'items rows bullets'),
  product('ListOrdered', 'data', 'numbered items rows'),
  product('Table2', 'data', 'grid spreadsheet'),
  product('CodeXml', 'data', 'code html developer'),
  product('FlaskConical', 'data', 'lab experiment test'),
  product('Component', 'data', 'design system parts'),
  product('Puzzle', 'data', 'plugin extension piece'),
  common('ChartColumn', 'data', 'bar graph analytics'),
  common('Activity', 'data', 'pulse health monitor'),
  common('Database', 'data', 'storage records'),
  common('Terminal', 'data', 'console command shell'),
  common('ListChecks', 'data', 'todo checklist tasks'),
  common('SquareCheck', 'data', 'checkbox done'),
  // Layout.
  product('LayoutDashboard', 'layout', 'dashboard overview'),
  product('LayoutTemplate', 'layout', 'template page'),
  product('Kanban', 'layout', 'board columns tasks'),
  product('SquareKanban', 'layout', 'board columns tasks'),
  product('Menu', 'layout', 'hamburger navigation'),
  product('PanelLeft', 'layout', 'sidebar navigation'),
  product('PanelLeftClose', 'layout', 'collapse sidebar'),
  product('PanelLeftOpen', 'layout', 'expand sidebar'),
  product('PanelTop', 'layout', 'header navbar'),
  common('LayoutGrid', 'layout', 'grid tiles apps'),
  common('Grid3x3', 'layout', 'grid table'),
  common('Columns3', 'layout', 'columns'),
  // Lifestyle, the sites' own subjects.
  product('Bot', 'lifestyle', 'robot ai assistant'),
  product('Brain', 'lifestyle', 'ai mind learn'),
  product('Dog', 'lifestyle', 'pet animal walk'),
  product('PawPrint', 'lifestyle', 'pet animal'),
  product('Bone', 'lifestyle', 'dog pet'),
  product('Footprints', 'lifestyle', 'walk steps'),
  product('Shirt', 'lifestyle', 'fashion clothes'),
  product('Gamepad2', 'lifestyle', 'game play controller'),
  product('Swords', 'lifestyle', 'game battle fight'),
  product('Coffee', 'lifestyle', 'cafe drink break'),
  product('UtensilsCrossed', 'lifestyle', 'restaurant food table'),
  product('Sun', 'lifestyle', 'light theme day'),
  product('Moon', 'lifestyle', 'dark theme night'),
  common('Cat', 'lifestyle', 'pet animal'),
  common('Leaf', 'lifestyle', 'nature eco plant'),
  common('Sprout', 'lifestyle', 'grow plant new'),
  common('Flower', 'lifestyle', 'nature garden'),
  common('Cloud', 'lifestyle', 'weather sky'),
  common('Umbrella', 'lifestyle', 'rain weather insurance'),
  common('Snowflake', 'lifestyle', 'winter cold'),
  common('Pizza', 'lifestyle', 'food meal'),
  common('Dumbbell', 'lifestyle', 'gym fitness sport'),
  common('Stethoscope', 'lifestyle', 'doctor health medical'),
] as const satisfies readonly TemplateIcon[];

export type TemplateIconName = (typeof TEMPLATE_ICONS)[number]['name'];

/** `ArrowUpRight` → `arrow up right`, `Gamepad2` → `gamepad 2`: a name as words to search. */
export function nameWords(name: string): string {
  return name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** Lower case without accents, so `Décor` finds `decor` and `ŁÓDŹ` finds `lodz`. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'l').toLowerCase();
}

/**
 * The icons that match every word of the query, in their list order. A word matches the icon's
 * name (as written or as words), one of its keywords or the label of its group in the page's
 * language (`groupLabel`), so a query in any language finds a whole group.
 */
export function searchIcons<Icon extends TemplateIcon>(
  icons: readonly Icon[],
  query: string,
  groupLabel: (group: IconGroup) => string = (group) => group,
): Icon[] {
  const terms = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (!terms.length) return [...icons];
  return icons.filter((icon) => {
    const haystack = foldForSearch(
      [icon.name, nameWords(icon.name), ...icon.keywords, groupLabel(icon.group)].join(' '),
    );
    return terms.every((term) => haystack.includes(term));
  });
}
