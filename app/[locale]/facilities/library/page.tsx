import { simplePage } from '@/components/page/simple-page';

const page = simplePage('facilitiesLibrary');
export const generateMetadata = page.generateMetadata;
export default page.Page;
