struct Product { let name: String }
