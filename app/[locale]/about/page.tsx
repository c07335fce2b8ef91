import { simplePage } from '@/components/page/simple-page';

const page = simplePage('about');
export const generateMetadata = page.generateMetadata;
export default page.Page;
