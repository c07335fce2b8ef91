import { simplePage } from '@/components/page/simple-page';

const page = simplePage('careerJobsBoard');
export const generateMetadata = page.generateMetadata;
export default page.Page;
