import { simplePage } from '@/components/page/simple-page';

const page = simplePage('contactOnlineServices');
export const generateMetadata = page.generateMetadata;
export default page.Page;
