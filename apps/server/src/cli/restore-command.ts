// `npm run restore -- FILE` (see backup.ts).
import { runBackupCommand } from './backup';

runBackupCommand('restore');
